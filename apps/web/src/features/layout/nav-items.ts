// One menu definition for the desktop dropdowns and the mobile menu (spec section 2).
export interface NavLink {
  to: string;
  key: string;
}
export interface NavGroup {
  id: 'event' | 'competition';
  key: string;
  links: NavLink[];
}

export const navGroups: NavGroup[] = [
  {
    id: 'event',
    key: 'nav.event',
    links: [
      { to: '/infos-pratiques', key: 'nav.practical' },
      { to: '/programme', key: 'nav.programme' },
      { to: '/epreuves', key: 'nav.events' },
      { to: '/partenaires', key: 'nav.partners' },
      { to: '/a-propos', key: 'nav.about' },
    ],
  },
  {
    id: 'competition',
    key: 'nav.competition',
    links: [
      { to: '/inscriptions', key: 'nav.registration' },
      { to: '/reglement', key: 'nav.rules' },
      { to: '/resultats', key: 'nav.results' },
      { to: '/inscrits', key: 'nav.participants' },
      { to: '/mes-suivis', key: 'nav.follows' },
    ],
  },
];

export const directLinks: NavLink[] = [
  { to: '/presse', key: 'nav.press' },
  { to: '/benevoles', key: 'nav.volunteers' },
  { to: '/contact', key: 'nav.contact' },
];
