import { expect, type Page } from '@playwright/test';
import { adminToken } from './api';
import { answer as dialogAnswer, handleDialogs } from './dialogs';

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
export const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

/** Records every dialog's text; confirm() is answered with `accept`, alerts are closed. */
export const recordDialogs = (page: Page, accept = true) => handleDialogs(page, { accept: () => accept });

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A suffix that keeps the names a test creates apart from those of earlier runs. */
export const stamp = () => Date.now().toString(36);
