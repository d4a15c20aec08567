import { expect, type Page } from '@playwright/test';
import { adminToken } from './api';
import { answer as dialogAnswer } from './dialogs';

/** Logs in through the API and puts the token where the app keeps it. */
export async function loginAs(page: Page): Promise<string> {
  const token = await adminToken(page.request);
  await page.goto('/admin/login');
  await page.evaluate((t) => localStorage.setItem('admin-token', t), token);
  return token;
}

/** Accepts confirm() and answers prompt() with `answer`. */
export function acceptDialogs(page: Page, answer = '') {
  page.on('dialog', (d) => dialogAnswer(d, true, d.type() === 'prompt' ? answer : undefined));
}

export async function apiList<T>(page: Page, token: string, path: string): Promise<T[]> {
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T[];
}

export const form = (page: Page) => page.getByTestId('admin-form');
export async function save(page: Page) {
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}
export const item = (page: Page, text: string | RegExp) => page.getByTestId('admin-item').filter({ hasText: text });
