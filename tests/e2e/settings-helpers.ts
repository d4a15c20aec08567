import { type APIRequestContext, expect, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { adminToken } from './api';

/** A video id for the tests: the hero shows its button only when the settings hold one. */
export const TEST_VIDEO_ID = 'abcDEF12345';

export type Settings = Record<string, unknown>;

/** PUT /api/admin/settings with the sections given; answers the settings in force. */
export async function putSettings(request: APIRequestContext, sections: Settings): Promise<Settings> {
  const token = await adminToken(request);
  const res = await request.put('/api/admin/settings', {
    data: sections,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Settings;
}

export async function getSettings(request: APIRequestContext): Promise<Settings> {
  const token = await adminToken(request);
  const res = await request.get('/api/admin/settings', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Settings;
}

/**
 * The specs share one demo server: a spec that changes the settings puts back what it found, from
 * beforeAll/afterAll (which only have worker fixtures, hence a request context of their own).
 */
export async function withApi<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  fn: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    return await fn(request);
  } finally {
    await request.dispose();
  }
}
