// The browser-storage entry of the admin token (spec section 6). In a module of its own, free of zod,
// so that the web client reading it on every page does not pull the schemas into its first bundle.
export const ADMIN_TOKEN_KEY = 'admin-token';
