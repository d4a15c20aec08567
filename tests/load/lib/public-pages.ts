/** The four pages of the real-size issue: audited three times each, and replayed by the load runs. */
export const MAIN_PAGES = ['/', '/programme', '/resultats', '/inscrits'];

/** Every public page of the site (the spec's menu and footer), each drawn by the server. */
export const PUBLIC_PAGES = [
  ...MAIN_PAGES,
  '/epreuves',
  '/inscriptions',
  '/reglement',
  '/infos-pratiques',
  '/partenaires',
  '/benevoles',
  '/presse',
  '/contact',
  '/a-propos',
  '/mentions-legales',
  '/politique-confidentialite',
];
