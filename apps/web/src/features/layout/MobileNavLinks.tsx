import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { navActiveClass, navLinkClass } from './nav-classes';
import { directLinks, navGroups } from './nav-items';

/** Every destination of the header, grouped as in the desktop menus: the mobile menu's content. */
export function MobileNavLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to="/"
        className={`${navLinkClass} block`}
        activeProps={{ className: navActiveClass }}
        activeOptions={{ exact: true }}
      >
        {t('nav.home')}
      </Link>
      {navGroups.map((group) => (
        <div key={group.id} className="mt-3">
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-cyan-300">{t(group.key)}</p>
          {group.links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={`${navLinkClass} block`}
              activeProps={{ className: navActiveClass }}
            >
              {t(link.key)}
            </Link>
          ))}
        </div>
      ))}
      <div className="mt-3 border-t border-white/10 pt-3">
        {directLinks.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className={`${navLinkClass} block`}
            activeProps={{ className: navActiveClass }}
          >
            {t(link.key)}
          </Link>
        ))}
        <Link
          to="/inscriptions"
          className="mt-3 block rounded-md bg-cyan-400 px-4 py-2 text-center text-sm font-bold text-navy-950"
        >
          {t('nav.register')}
        </Link>
      </div>
    </>
  );
}
