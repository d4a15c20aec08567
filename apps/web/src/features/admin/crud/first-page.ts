/*
 * What each paged admin screen asks first, in a module of its own: the screens' routes read it in their
 * loaders, which load with the router (the screens themselves are split off), so the first page of rows
 * is fetched while the screen's code is, not after it.
 */

/** Rows per page of an admin list at size. */
export const ADMIN_PAGE_SIZE = 50;

export const PARTICIPANT_FILTERS = { championshipId: 'all', status: 'all' } as const;
export const VOLUNTEER_FILTERS = { status: 'all', role: 'all' } as const;
export const MESSAGE_FILTERS = { status: 'all', category: 'all' } as const;
export const PRESS_FILTERS = { status: 'all', type: 'all' } as const;
export const NO_FILTERS = {} as const;

/** The input of a list's first page: its initial filters, no search. */
export const firstPageInput = <F extends Record<string, string>>(filters: F) => ({
  ...filters,
  search: undefined,
  limit: ADMIN_PAGE_SIZE,
  offset: 0,
});
