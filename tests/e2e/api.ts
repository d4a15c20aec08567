import type { APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config';

/** An admin token through the real login path, for checking what a screen stored. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: e2eAdmin });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await adminToken(request);
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as T;
}
