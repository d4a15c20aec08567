import { publicRoutes } from '../../../packages/contract/src/public-routes';

/** The four pages of the real-size issue: audited three times each, and replayed by the load runs. */
export const MAIN_PAGES = ['/', '/programme', '/resultats', '/inscrits'];

/** Every public page of the site (the contract's list, the one the sitemap uses), each drawn by the server. */
export const PUBLIC_PAGES: string[] = [...publicRoutes];
