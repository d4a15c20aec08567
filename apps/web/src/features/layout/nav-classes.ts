// The header's link look, shared by the menus drawn with and without JavaScript.
export const navLinkClass = 'rounded-md px-3 py-2 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white';
export const navActiveClass = 'bg-white/15 text-white';
