import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * The two accessibility engines the site is held to (issue 28, item 7): axe-core with the WCAG 2.1 A and
 * AA rules, and HTML_CodeSniffer with WCAG2AA, the engine pa11y runs. pa11y itself drives its own
 * Puppeteer and downloads a browser to do so, which this machine cannot; so HTML_CodeSniffer is run the
 * way pa11y's htmlcs runner runs it (HTMLCS.process then getMessages, errors only), inside the
 * Playwright page that already drives Debian's Chromium. It is evaluated through the DevTools protocol,
 * so the page's own script policy does not apply to it.
 */
const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's WCAG 2.1 A/AA violations, whatever their impact, as `rule: targets`. */
export async function axeWcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).exclude('iframe').analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** HTML_CodeSniffer's WCAG2AA errors (pa11y's default report), as `code: message @ element`. */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(`${htmlcsSource};window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (s: string, d: Document, done: (e?: unknown) => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        const where = (el: Element) => {
          const html = el.outerHTML ?? String(el);
          return `${el.tagName?.toLowerCase() ?? '#document'}${el.id ? `#${el.id}` : ''} ${html.slice(0, 120)}`;
        };
        htmlcs.process('WCAG2AA', document, (error) => {
          if (error) reject(error);
          else
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === 1)
                .map((m) => `${m.code}: ${m.msg} @ ${where(m.element)}`),
            );
        });
      }),
  );
}

/** Both engines report no error on the page as it stands. */
export async function expectNoWcagError(page: Page, where = page.url()) {
  expect(await axeWcagViolations(page), `axe WCAG 2.1 A/AA on ${where}`).toEqual([]);
  expect(await htmlcsErrors(page), `HTML_CodeSniffer WCAG2AA on ${where}`).toEqual([]);
}
