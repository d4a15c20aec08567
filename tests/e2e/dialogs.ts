import type { Dialog, Page } from '@playwright/test';

/**
 * Chromium sometimes reports a dialog that is already gone by the time it is answered ("No dialog is
 * showing"); nothing is left to answer then, and the test's own assertions say whether the page did
 * what it should, so that error alone is not a failure.
 */
export function answer(d: Dialog, accept: boolean, text?: string): void {
  (accept ? d.accept(text) : d.dismiss()).catch((error: unknown) => {
    if (!String(error).includes('No dialog is showing')) throw error;
  });
}

/**
 * Answers every dialog of the page: prompts with the next of `answers` (empty once they run out),
 * confirms with `accept()`, alerts with OK. Returns the texts of the alerts and confirms, in order.
 */
export function handleDialogs(page: Page, options: { answers?: string[]; accept?: () => boolean } = {}): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    if (d.type() === 'prompt') return answer(d, true, options.answers?.shift() ?? '');
    seen.push(d.message());
    answer(d, d.type() !== 'confirm' || (options.accept?.() ?? true));
  });
  return seen;
}
