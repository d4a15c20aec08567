// The header's link look, shared by the menus drawn with and without JavaScript.
export const navLinkClass = 'rounded-md px-3 py-2 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white';
export const navActiveClass = 'bg-white/15 text-white';

/**
 * A frame link's props for the page shown: its address, whether it is that page, and its look with the
 * active look added when it is (what <Link>'s `activeProps` did).
 */
export function frameLink(pathname: string, to: string, look = '', activeLook = '', exact = false) {
  const current = pathname === to || (!exact && to !== '/' && pathname.startsWith(`${to}/`));
  return { href: to, current, className: current && activeLook ? `${look} ${activeLook}`.trim() : look };
}
