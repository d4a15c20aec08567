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
