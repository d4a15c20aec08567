import { ADMIN_TOKEN_KEY } from '@app/contract';

// The token lives in localStorage under 'admin-token' (spec section 6).
export const getAdminToken = (): string | null => {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
};
export const setAdminToken = (token: string): void => localStorage.setItem(ADMIN_TOKEN_KEY, token);
export const clearAdminToken = (): void => localStorage.removeItem(ADMIN_TOKEN_KEY);

/**
 * A 401 on an admin screen means the token expired or was revoked: forget it and go to login.
 * Called for every tRPC answer and for uploads, so a save or a delete is covered as well as a read.
 */
export function onUnauthorized(): void {
  const path = window.location.pathname;
  if (!getAdminToken() || !path.startsWith('/admin') || path.startsWith('/admin/login')) return;
  clearAdminToken();
  window.location.assign('/admin/login');
}
