import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { publicRoutes, switchToEnglish } from './helpers';

const localesDir = join(process.cwd(), 'apps/web/src/locales');
const namespaces = readdirSync(join(localesDir, 'fr')).filter((f) => f.endsWith('.json'));

type Tree = { [key: string]: string | Tree };
const load = (lang: string, file: string) => JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as Tree;
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
// Plural forms differ by language (i18next suffixes, `_ordinal_` for ordinals): compare the keys without them.
const base = (key: string) => key.replace(/(_ordinal)?_(zero|one|two|few|many|other)$/, '');

test('the French and English resources have the same keys, none empty', () => {
  expect(namespaces.length).toBeGreaterThan(0);
  for (const file of namespaces) {
    const fr = flatten(load('fr', file));
    const en = flatten(load('en', file));
    const frKeys = [...new Set([...fr.keys()].map(base))].sort();
    const enKeys = [...new Set([...en.keys()].map(base))].sort();
    expect(enKeys, `${file}: keys missing in English or in French`).toEqual(frKeys);
    const empty = [...fr, ...en].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty, `${file}: empty texts`).toEqual([]);
  }
});

test('every literal key the public screens ask for exists in French', () => {
  const resources = new Map<string, string>();
  for (const file of ['common.json', 'pages.json', 'static-pages.json'])
    for (const [k, v] of flatten(load('fr', file))) resources.set(base(k), v);
  const featuresDir = join(process.cwd(), 'apps/web/src/features');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'admin') walk(path);
      } else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(featuresDir);
  const missing: string[] = [];
  let checked = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\b(?:t|tc)\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) {
      checked++;
      if (!resources.has(m[1]!)) missing.push(`${file.slice(featuresDir.length)}: ${m[1]}`);
    }
    for (const m of source.matchAll(/\bkey: '([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) {
      if (!resources.has(m[1]!)) missing.push(`${file.slice(featuresDir.length)}: ${m[1]}`);
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});

test('each public page has its own document title, in the chosen language', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const route of publicRoutes) {
    await page.goto(route);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/Championnats de France d'Aviron Indoor 2026/);
    titles.set(route, await page.title());
  }
  expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(publicRoutes.length);
  await page.goto('/resultats');
  await expect(page).toHaveTitle("Résultats | Championnats de France d'Aviron Indoor 2026");
  await switchToEnglish(page);
  await expect(page).toHaveTitle('Results | French Indoor Rowing Championships 2026');
});

test('in English, form errors and outcomes are in English too', async ({ page }) => {
  await page.goto('/benevoles');
  await switchToEnglish(page);
  const form = page.getByTestId('volunteer-form');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await expect(form.getByText('Ce champ est obligatoire')).toHaveCount(0);
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByText('Invalid e-mail address')).toBeVisible();

  await page.getByLabel('Your e-mail address').fill('nope');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('#newsletter-feedback')).toHaveText('Invalid e-mail address');

  await page.goto('/contact');
  await switchToEnglish(page);
  const contact = page.getByTestId('contact-form');
  await contact.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam');
  await contact.getByLabel('E-mail').fill(`en-${Date.now().toString(36)}@example.org`);
  await contact.getByLabel('Category').selectOption('autre');
  await contact.getByLabel('Subject').fill('Hello');
  await contact.getByLabel('Message').fill('A question in English.');
  await contact.getByRole('button', { name: 'Send the message' }).click();
  await expect(contact.getByText('You must agree to the processing of your data')).toBeVisible();
  await contact.getByLabel('I agree that my personal data may be used to handle my request').check();
  await contact.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  // The outcome follows a language switch.
  await page.getByTestId('language-toggle').click();
  await expect(page.getByText('Message envoyé avec succès !')).toBeVisible();
});
