import { useRouterState } from '@tanstack/react-router';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PlainLink } from '../../ui/PlainLink';
import { LanguageToggle } from './LanguageToggle';
import { LogoMark } from './LogoMark';
import { MobileNavLinks } from './MobileNavLinks';
import { NoScriptDropdown, NoScriptMobileMenu } from './NoScriptNav';
import { frameLink, navActiveClass as activeClass, navLinkClass as linkClass } from './nav-classes';
import { directLinks, type NavGroup, navGroups } from './nav-items';
import { useText } from '../../lib/use-text';

export function Header() {
  const t = useText('common');
  const [openMenu, setOpenMenu] = useState<NavGroup['id'] | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLDivElement>(null);
  const buttons = useRef<Partial<Record<NavGroup['id'], HTMLButtonElement | null>>>({});
  const mobileButton = useRef<HTMLButtonElement>(null);
  const mobileMenu = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // A click outside or Escape closes the open dropdown (only one is ever open).
  useEffect(() => {
    if (!openMenu) return;
    const onClick = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpenMenu(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus goes back to the button that opened the menu, so a keyboard user is not lost.
      buttons.current[openMenu]?.focus();
      setOpenMenu(null);
    };
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [openMenu]);

  // Escape closes the mobile menu too.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMobileOpen(false);
      mobileButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // Navigating closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [pathname]);

  // A tap made before the app took the page over opened the menu the server drew hidden (boot/boot.js):
  // its state is picked up once hydrated (after the effect above, which runs on mount too), so that the menu stays open and closes as usual.
  useEffect(() => {
    if (mobileMenu.current && !mobileMenu.current.hidden) setMobileOpen(true);
  }, []);

  return (
    <header className="sticky top-0 z-40 bg-navy-900 shadow-lg">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-navy-900"
      >
        {t('nav.skip')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <PlainLink {...frameLink(pathname, '/', 'flex items-center gap-2 text-white')} aria-label={t('nav.home')}>
          <LogoMark className="h-9 w-9 shrink-0" />
          <span className="text-sm font-bold leading-tight">
            {t('brand.line1')}
            <br />
            <span className="font-medium text-cyan-300">{t('brand.line2')}</span>
          </span>
        </PlainLink>

        <nav ref={navRef} aria-label={t('nav.main')} className="hidden items-center gap-1 lg:flex">
          <PlainLink {...frameLink(pathname, '/', linkClass, activeClass, true)}>{t('nav.home')}</PlainLink>
          {navGroups.map((group) => {
            const open = openMenu === group.id;
            const active = group.links.some((l) => pathname.startsWith(l.to));
            return (
              <div
                key={group.id}
                className="group/nav relative"
                onBlur={(e) => {
                  // Tabbing out of a dropdown (to the next entry or away) closes it.
                  if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenMenu(null);
                }}
              >
                <button
                  ref={(el) => {
                    buttons.current[group.id] = el;
                  }}
                  type="button"
                  className={`${linkClass} inline-flex items-center gap-1 ${active ? activeClass : ''}`}
                  aria-expanded={open}
                  aria-controls={`menu-${group.id}`}
                  onClick={() => setOpenMenu(open ? null : group.id)}
                >
                  {t(group.key)}
                  <ChevronDown
                    aria-hidden="true"
                    className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
                  />
                </button>
                {open && (
                  <ul
                    id={`menu-${group.id}`}
                    className="absolute left-0 mt-2 w-56 rounded-lg bg-white py-2 shadow-xl ring-1 ring-black/5"
                  >
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <PlainLink
                          {...frameLink(
                            pathname,
                            link.to,
                            'block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100',
                            'bg-sky-50 font-semibold text-sky-800',
                          )}
                        >
                          {t(link.key)}
                        </PlainLink>
                      </li>
                    ))}
                  </ul>
                )}
                <NoScriptDropdown group={group} />
              </div>
            );
          })}
          {directLinks.map((link) => (
            <PlainLink key={link.to} {...frameLink(pathname, link.to, linkClass, activeClass)}>
              {t(link.key)}
            </PlainLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <LanguageToggle />
          <PlainLink
            {...frameLink(
              pathname,
              '/inscriptions',
              'hidden rounded-md bg-cyan-400 px-4 py-2 text-sm font-bold text-navy-950 hover:bg-cyan-300 sm:inline-block',
            )}
          >
            {t('nav.register')}
          </PlainLink>
          <button
            ref={mobileButton}
            type="button"
            className="rounded-md p-2 text-white hover:bg-white/10 lg:hidden noscript:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            data-label-open={t('nav.openMenu')}
            data-label-close={t('nav.closeMenu')}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
          <NoScriptMobileMenu />
        </div>
      </div>

      {/* Drawn hidden rather than left out, so that a tap before the scripts have run can open it. */}
      <nav
        ref={mobileMenu}
        id="mobile-menu"
        aria-label={t('nav.mobile')}
        className="border-t border-white/10 bg-navy-900 px-4 pb-4 lg:hidden"
        hidden={!mobileOpen}
      >
        <MobileNavLinks />
      </nav>
    </header>
  );
}
