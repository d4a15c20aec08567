import { acceptDialogs, apiList, box, form, item, loginAs, PDF, PNG, save, stamp } from './admin-helpers';
import { handleDialogs } from './dialogs';
import { expect, test } from './fixtures';

// The rule form has two editors, the French content first and the English one after it (issue 28).
const frenchEditor = (page: import('@playwright/test').Page) => page.getByTestId('rich-editor').first();
const frenchToolbar = (page: import('@playwright/test').Page) =>
  page.getByRole('toolbar', { name: 'Mise en forme' }).first();

test('rules: a rule written in the editor with a list and a link appears, sanitized, on the public page', async ({
  page,
}) => {
  acceptDialogs(page, 'https://www.ffaviron.fr');
  const token = await loginAs(page);
  const title = `Article e2e ${stamp()}`;
  await page.goto('/admin/rules');
  await page.getByTestId('admin-add').click();
  await expect(page.getByRole('heading', { name: 'Nouvelle règle' })).toBeVisible();
  await form(page).getByLabel('Section').selectOption('safety');
  await box(page, 'Titre').fill(title);
  const editor = frenchEditor(page);
  await editor.click();
  await page.keyboard.type('Consignes de sécurité');
  await page.keyboard.press('Enter');
  await frenchToolbar(page).getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('Casque obligatoire');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Voir le site');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 'Voir le site'.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await frenchToolbar(page).getByRole('button', { name: 'Lien' }).click();
  await page
    .getByTestId('upload-input-document')
    .setInputFiles({ name: 'annexe.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form(page).getByTestId('upload-current')).toContainText('annexe.pdf');
  await save(page);
  const stored = (
    await apiList<{ title: string; content: string; fileName: string }>(page, token, '/admin/rules')
  ).find((r) => r.title === title);
  expect(stored?.content).toContain('<ul');
  expect(stored?.content).toContain('href="https://www.ffaviron.fr"');
  expect(stored?.fileName).toBe('annexe.pdf');
  await expect(item(page, title).getByRole('link', { name: 'Télécharger' })).toHaveAttribute('target', '_blank');

  await page.goto('/reglement');
  const card = page.getByTestId('rule-card').filter({ hasText: title });
  await expect(card.locator('li', { hasText: 'Casque obligatoire' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Voir le site' })).toHaveAttribute('href', 'https://www.ffaviron.fr');
  await expect(card.getByRole('link', { name: /annexe\.pdf/ })).toBeVisible();

  await page.goto('/admin/rules');
  await item(page, title)
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Modifier la règle' })).toBeVisible();
  await form(page).getByLabel('Règle active').uncheck();
  await save(page);
  await expect(item(page, title)).toContainText('Inactif');
  const rules = () => apiList<{ title: string; active: boolean }>(page, token, '/admin/rules');
  expect((await rules()).find((r) => r.title === title)?.active).toBe(false);
  await item(page, title)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, title)).toHaveCount(0);
  expect((await rules()).some((r) => r.title === title)).toBe(false);
});

test('rules: script in HTML sent by a script is gone when read back', async ({ page }) => {
  const token = await loginAs(page);
  const res = await page.request.post('/api/admin/rules', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      section: 'general',
      title: 'Hostile',
      content:
        '<p onclick="x()">ok<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">l</a></p>',
    },
  });
  expect(res.status()).toBe(201);
  const rule = (await res.json()) as { id: string; content: string };
  expect(rule.content).not.toMatch(/script|onerror|onclick|javascript:/i);
  await page.request.delete(`/api/admin/rules/${rule.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('rules editor: bold, italic, underline, heading, indent levels up to 8, links and images limited to safe addresses, YouTube and Vimeo embeds; the public page shows what was stored', async ({
  page,
}) => {
  const answers = [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'ftp://exemple.fr/a.png',
    'https://www.ffaviron.fr/logo.png',
    'javascript:alert(1)',
  ];
  const alerts = handleDialogs(page, { answers });
  const token = await loginAs(page);
  const title = `Article éditeur ${stamp()}`;
  await page.goto('/admin/rules');
  await page.getByTestId('admin-add').click();
  await form(page).getByLabel('Section').selectOption('technical');
  await box(page, 'Titre').fill(title);
  const editor = frenchEditor(page);
  const tool = (name: string) => frenchToolbar(page).getByRole('button', { name, exact: true });
  await editor.click();
  await tool('Titre 2').click();
  await page.keyboard.type('Chapitre');
  await page.keyboard.press('Enter');
  await tool('Gras').click();
  await page.keyboard.type('gras');
  await expect(tool('Gras')).toHaveAttribute('aria-pressed', 'true');
  await tool('Gras').click();
  await expect(tool('Gras')).toHaveAttribute('aria-pressed', 'false');
  await tool('Italique').click();
  await page.keyboard.type(' italique');
  await tool('Italique').click();
  await tool('Souligné').click();
  await page.keyboard.type(' souligné');
  await tool('Souligné').click();
  await page.keyboard.press('Enter');
  await tool('Liste numérotée').click();
  await page.keyboard.type('Niveau 1');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 12; i++) await tool('Augmenter le retrait').click();
  await page.keyboard.type('Niveau profond');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 12; i++) await tool('Diminuer le retrait').click();
  await page.keyboard.press('Enter');
  await tool('Vidéo').click();
  await tool('Vidéo').click();
  await tool('Image (adresse)').click();
  await expect.poll(() => alerts.at(-1)).toBe("Adresse d'image non autorisée : http ou https uniquement");
  await tool('Image (adresse)').click();
  await expect(editor.locator('iframe')).toHaveCount(2);
  // A javascript: link is refused (last, so that no typing follows the dialogs).
  await editor.getByText('Chapitre').dblclick();
  await tool('Lien').click();
  await expect.poll(() => alerts.at(-1)).toBe('Lien non autorisé : http, https, mailto ou tel uniquement');
  await save(page);

  const stored = (await apiList<{ id: string; title: string; content: string }>(page, token, '/admin/rules')).find(
    (r) => r.title === title,
  );
  const html = stored?.content ?? '';
  expect(html).toMatch(/<h2>.*Chapitre/);
  expect(html).toMatch(/<strong>gras<\/strong>/);
  expect(html).toMatch(/<em> italique<\/em>/);
  expect(html).toMatch(/<u>.* souligné/);
  expect(html).not.toContain('javascript:');
  expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
  expect(html).toContain('src="https://www.ffaviron.fr/logo.png"');
  expect(html).not.toContain('ftp:');
  // Indentation stops at level 8: eight nested lists around the deepest item.
  const depth = await page.evaluate((h) => {
    const doc = new DOMParser().parseFromString(h, 'text/html');
    const deepest = [...doc.querySelectorAll('li')].findLast((li) => li.textContent === 'Niveau profond');
    let n = 0;
    for (let el = deepest?.parentElement; el; el = el.parentElement)
      if (el.tagName === 'OL' || el.tagName === 'UL') n++;
    return n;
  }, html);
  expect(depth).toBe(8);

  await page.goto('/reglement');
  const card = page.getByTestId('rule-card').filter({ hasText: title });
  await expect(card.getByRole('heading', { name: 'Chapitre' })).toBeVisible();
  await expect(card.locator('strong', { hasText: 'gras' })).toBeVisible();
  await expect(card.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
  await expect(card.locator('iframe[src^="https://player.vimeo.com/video/"]')).toHaveCount(1);
  // The wrapper items of a nested list show no bullet or number of their own, as in the editor.
  const wrappers = card.locator('li.editor-nested-listitem');
  expect(await wrappers.count()).toBeGreaterThan(0);
  expect(await wrappers.first().evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
  await page.request.delete(`/api/admin/rules/${stored?.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('rules editor: an image file (png, gif, jpeg, bmp, ico) is embedded; webp and oversize images are refused', async ({
  page,
}) => {
  const alerts = handleDialogs(page);
  await loginAs(page);
  await page.goto('/admin/rules');
  await page.getByTestId('admin-add').click();
  await frenchEditor(page).click();
  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await frenchToolbar(page).getByRole('button', { name: 'Image (fichier)' }).click();
    await (await chooser).setFiles(file);
  };
  await pick({ name: 'photo.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF') });
  await expect.poll(() => alerts.at(-1)).toBe('Type de fichier non autorisé');
  await pick({ name: 'point.png', mimeType: 'image/png', buffer: PNG });
  await expect(frenchEditor(page).locator('img[src^="data:image/png;base64,"]')).toHaveCount(1);
  await pick({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(70 * 1024)]) });
  await expect.poll(() => alerts.at(-1)).toContain('Image trop volumineuse');
  await expect(frenchEditor(page).locator('img')).toHaveCount(1);
});

test('rules editor: a link can be removed by answering an empty address', async ({ page }) => {
  const answers = ['mailto:contact@exemple.fr', ''];
  handleDialogs(page, { answers });
  await loginAs(page);
  await page.goto('/admin/rules');
  await page.getByTestId('admin-add').click();
  const editor = frenchEditor(page);
  await editor.click();
  await page.keyboard.type('Écrire');
  await editor.getByText('Écrire').dblclick();
  await frenchToolbar(page).getByRole('button', { name: 'Lien', exact: true }).click();
  await expect(editor.locator('a[href="mailto:contact@exemple.fr"]')).toHaveCount(1);
  await editor.getByText('Écrire').dblclick();
  await frenchToolbar(page).getByRole('button', { name: 'Lien', exact: true }).click();
  await expect(editor.locator('a')).toHaveCount(0);
  await expect(editor).toContainText('Écrire');
});
