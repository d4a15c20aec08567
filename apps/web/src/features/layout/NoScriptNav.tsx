import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { MobileNavLinks } from './MobileNavLinks';
import type { NavGroup } from './nav-items';
import { useText } from '../../lib/use-text';

/*
 * The header's menus open on a click handled by JavaScript. Without it, the server's page carries
 * these stand-ins: a dropdown shown on hover or focus (CSS only) and a mobile menu in a native
 * <details>. Inside <noscript>, they cost nothing to a browser that runs scripts.
 */

/** A desktop group's links, shown while the pointer or the focus is in the group (its element is `group/nav`). */
export function NoScriptDropdown({ group }: { group: NavGroup }) {
  const t = useText('common');
  return (
    <noscript>
      <div className="absolute left-0 top-full hidden pt-2 group-hover/nav:block group-focus-within/nav:block">
        <ul className="w-56 rounded-lg bg-white py-2 shadow-xl ring-1 ring-black/5">
          {group.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100"
                activeProps={{ className: 'bg-sky-50 font-semibold text-sky-800' }}
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  );
}

/** The mobile menu as a native disclosure, laid under the (positioned, sticky) header like the scripted one. */
export function NoScriptMobileMenu() {
  const t = useText('common');
  return (
    <noscript>
      <details className="lg:hidden">
        <summary
          className="block cursor-pointer list-none rounded-md p-2 text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden"
          data-testid="noscript-menu"
        >
          <Menu aria-hidden="true" />
          <span className="sr-only">{t('nav.openMenu')}</span>
        </summary>
        <nav
          aria-label={t('nav.mobile')}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-navy-900 px-4 pb-4"
        >
          <MobileNavLinks />
        </nav>
      </details>
    </noscript>
  );
}
