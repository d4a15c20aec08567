// The pages of the public site, in the order of its menus: the sitemap lists them and each has its own
// description for search engines and shared links (apps/web/src/features/seo/page-descriptions.ts).
export const publicRoutes = [
  '/',
  '/programme',
  '/resultats',
  '/resultats/clubs',
  '/inscrits',
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
  '/declaration-accessibilite',
] as const;
export type PublicRoute = (typeof publicRoutes)[number];

export const isPublicRoute = (pathname: string): pathname is PublicRoute =>
  (publicRoutes as readonly string[]).includes(pathname);
