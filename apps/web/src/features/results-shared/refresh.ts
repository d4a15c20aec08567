/** How often a results view asks again when the live push is not connected. */
export const REFRESH_MS = 30_000;
