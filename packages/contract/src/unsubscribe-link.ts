// Without zod, on purpose: the footer's newsletter box (on every page) builds the link from it.

/** The public unsubscribe page. Not in the sitemap (noindex): a GET only shows the button that posts. */
export const UNSUBSCRIBE_PATH = '/desinscription';
export const unsubscribePath = (token: string) => `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
