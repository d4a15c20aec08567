import { useRouterState } from '@tanstack/react-router';
import { PlainLink } from '../../ui/PlainLink';
import { frameLink, navActiveClass, navLinkClass } from './nav-classes';
import { directLinks, navGroups } from './nav-items';
import { useText } from '../../lib/use-text';

/** Every destination of the header, grouped as in the desktop menus: the mobile menu's content. */
export function MobileNavLinks() {
  const t = useText('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navLink = (to: string, exact = false) =>
    frameLink(pathname, to, `${navLinkClass} block`, navActiveClass, exact);
  return (
    <>
      <PlainLink {...navLink('/', true)}>{t('nav.home')}</PlainLink>
      {navGroups.map((group) => (
        <div key={group.id} className="mt-3">
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-cyan-300">{t(group.key)}</p>
          {group.links.map((link) => (
            <PlainLink key={link.to} {...navLink(link.to)}>
              {t(link.key)}
            </PlainLink>
          ))}
        </div>
      ))}
      <div className="mt-3 border-t border-white/10 pt-3">
        {directLinks.map((link) => (
          <PlainLink key={link.to} {...navLink(link.to)}>
            {t(link.key)}
          </PlainLink>
        ))}
        <PlainLink
          {...frameLink(
            pathname,
            '/inscriptions',
            'mt-3 block rounded-md bg-cyan-400 px-4 py-2 text-center text-sm font-bold text-navy-950',
          )}
        >
          {t('nav.register')}
        </PlainLink>
      </div>
    </>
  );
}
