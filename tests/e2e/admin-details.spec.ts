import type { Page } from '@playwright/test';
import { adminToken } from './api';
import { apiList, form, item, loginAs, save } from './admin-helpers';
import { handleDialogs } from './dialogs';
import { expect, test } from './fixtures';

const stamp = () => Date.now().toString(36);

/** Answers every confirm() with `accept` and records its text. */
const answerConfirms = (page: Page, accept: () => boolean) => handleDialogs(page, { accept });

async function downloadText(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    text: Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'),
  };
}

test('approve and refuse ask first, with an optional personal word: cancel changes nothing, Confirmer applies and sends the word', async ({
  page,
  request,
}) => {
  const email = `conf-${stamp()}@exemple.fr`;
  await request.post('/api/volunteers', {
    data: { firstName: 'Camille', lastName: 'Confirme', email, role: 'accueil', motivation: 'Aider' },
  });
  const media = `Média conf ${stamp()}`;
  await request.post('/api/press-accreditations', {
    data: { media, journalist: 'Jo', email: 'jo@exemple.fr', type: 'web' },
  });
  const token = await loginAs(page);
  const dialog = page.getByRole('dialog', { name: 'Confirmer la décision' });

  await page.goto('/admin/volunteers');
  await page.getByPlaceholder(/Rechercher/).fill(email);
  const card = item(page, email);
  await card.getByRole('button', { name: 'Approuver' }).click();
  await expect(dialog).toContainText('Approuver la candidature de Camille Confirme ? Ce choix est définitif.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('En attente');
  expect(
    (await apiList<{ email: string; status: string }>(page, token, '/admin/volunteers')).find((v) => v.email === email)
      ?.status,
  ).toBe('PENDING');
  await card.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog).toContainText(/Refuser la candidature de Camille Confirme/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('En attente');
  // The personal word goes with the decision; the API puts it in the mail (mail-flows.test.ts).
  await card.getByRole('button', { name: 'Approuver' }).click();
  await dialog.getByLabel("Un mot personnel (facultatif), ajouté à l'e-mail").fill('Rendez-vous vendredi à 8 h !');
  const decided = page.waitForRequest((r) => r.url().includes('volunteers.setStatus'));
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  expect((await decided).postData()).toContain('Rendez-vous vendredi à 8 h !');
  await expect(card).toContainText('Approuvée');

  await page.goto('/admin/press');
  await page.getByPlaceholder(/Rechercher/).fill(media);
  await item(page, media).getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog).toContainText(/Refuser la demande d'accréditation de Jo/);
  await page.screenshot({ path: 'test-results/decision-dialog.png' });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(item(page, media)).toContainText('En attente');
  expect(
    (await apiList<{ media: string; status: string }>(page, token, '/admin/press-accreditations')).find(
      (a) => a.media === media,
    )?.status,
  ).toBe('PENDING');
});

test("'Marquer comme traité' and 'Fermer' ask first; the dashboard badge counts the messages waiting", async ({
  page,
  request,
}) => {
  let accept = false;
  const seen = answerConfirms(page, () => accept);
  const subject = `Confirmation ${stamp()}`;
  await request.post('/api/contact', {
    data: { name: 'Wf', email: 'wf@exemple.fr', subject, category: 'autre', message: 'Bonjour', consent: true },
  });
  const token = await loginAs(page);
  const pending = async () =>
    (await apiList<{ status: string }>(page, token, '/admin/messages')).filter((m) => m.status === 'PENDING').length;

  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('badge-messages')).toHaveText(String(await pending()));
  expect(Number(await page.getByTestId('stat-messages').textContent())).toBeGreaterThan(await pending());

  await page.goto('/admin/messages');
  await page.getByPlaceholder(/Rechercher/).fill(subject);
  await item(page, subject).getByRole('button').click();
  const detail = page.getByTestId('message-detail');
  await detail.getByRole('button', { name: 'Marquer comme traité' }).click();
  await expect.poll(() => seen.at(-1)).toBe(`Marquer le message « ${subject} » comme traité ?`);
  await detail.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect.poll(() => seen.at(-1)).toMatch(/^Fermer le message/);
  await expect(detail).toContainText('En attente');
  expect(
    (await apiList<{ subject: string; status: string }>(page, token, '/admin/messages')).find(
      (m) => m.subject === subject,
    )?.status,
  ).toBe('PENDING');
  accept = true;
  await detail.getByRole('button', { name: 'Marquer comme traité' }).click();
  await expect(detail).toContainText('Traité');

  const waiting = await pending();
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('badge-messages')).toHaveText(String(waiting));
});

test('registration buttons: added, edited, reordered and removed in the championship modal, shown on /inscriptions', async ({
  page,
  request,
}) => {
  const token = await loginAs(page);
  const auth = { authorization: `Bearer ${token}` };
  const original = (
    (await (await request.get('/api/admin/championships/indoor', { headers: auth })).json()) as {
      registrationButtons: unknown[];
    }
  ).registrationButtons;
  try {
    await page.goto('/admin/championships');
    await item(page, 'Open Indoor Rowing France')
      .getByRole('button', { name: /^Modifier/ })
      .click();
    const list = form(page).getByTestId('registration-buttons');
    const rows = list.getByTestId('registration-button');
    await expect(rows).toHaveCount(original.length);
    await list.getByRole('button', { name: 'Ajouter un bouton' }).click();
    const added = rows.last();
    await added.getByLabel('Libellé (FR)').fill('Inscription équipe');
    await added.getByLabel('Libellé (EN)').fill('Team registration');
    await added.getByLabel('Adresse (URL)').fill('pas une adresse');
    await form(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form(page).getByRole('alert')).toContainText(`Bouton ${original.length + 1} : Adresse web invalide`);
    await added.getByLabel('Adresse (URL)').fill('https://exemple.fr/equipes');
    await added.getByLabel('Type').selectOption('secondary');
    // The new one first, the second one removed, the first one renamed.
    for (let i = original.length + 1; i > 1; i--)
      await list.getByRole('button', { name: `Monter le bouton ${i}` }).click();
    await expect(rows.first().getByLabel('Libellé (FR)')).toHaveValue('Inscription équipe');
    await list.getByRole('button', { name: 'Retirer le bouton 3' }).click();
    await rows.nth(1).getByLabel('Libellé (FR)').fill('Inscription individuelle');
    await save(page);

    const stored = (
      (await (await request.get('/api/admin/championships/indoor', { headers: auth })).json()) as {
        registrationButtons: { label: string; url: string; type: string }[];
      }
    ).registrationButtons;
    expect(stored.map((b) => b.label)).toEqual(['Inscription équipe', 'Inscription individuelle']);
    expect(stored[0]).toMatchObject({
      url: 'https://exemple.fr/equipes',
      type: 'secondary',
      labelEn: 'Team registration',
      description: null,
    });

    await page.goto('/inscriptions');
    await page.getByRole('radio', { name: 'Open Indoor Rowing France' }).click();
    const buttons = page.getByTestId('registration-buttons').getByRole('link');
    await expect(buttons).toHaveText(['Inscription équipe', 'Inscription individuelle']);
    await expect(buttons.first()).toHaveAttribute('href', 'https://exemple.fr/equipes');
  } finally {
    await request.put('/api/admin/championships/indoor', { headers: auth, data: { registrationButtons: original } });
  }
});

test('pricing: the event type is offered only on the product championship', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/pricing');
  await page.getByTestId('admin-add').click();
  const championship = form(page).getByLabel('Championnat');
  await championship.selectOption('elite');
  await expect(form(page).getByLabel("Type d'épreuve")).toHaveCount(0);
  await championship.selectOption('indoor');
  await expect(form(page).getByLabel("Type d'épreuve")).toBeVisible();
  await form(page).getByRole('button', { name: 'Annuler' }).click();
});

test('volunteers and messages export the filtered list as a ; CSV with a BOM', async ({ page, request }) => {
  const tag = stamp();
  const email = `csv-${tag}@exemple.fr`;
  await request.post('/api/volunteers', {
    data: {
      firstName: 'Zoé',
      lastName: `Export${tag}`,
      email,
      role: 'logistique',
      motivation: 'Aider; beaucoup',
      availability: ['friday-morning'],
    },
  });
  const subject = `Export ${tag}`;
  await request.post('/api/contact', {
    data: { name: 'Élise', email: 'elise@exemple.fr', subject, category: 'presse', message: '=1+1', consent: true },
  });
  await loginAs(page);

  await page.goto('/admin/volunteers');
  await page.getByPlaceholder(/Rechercher/).fill(email);
  await expect(page.getByTestId('admin-count')).toHaveText('1');
  const volunteers = await downloadText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(volunteers.name).toBe('benevoles.csv');
  expect(volunteers.text.startsWith('\uFEFF')).toBe(true);
  const vLines = volunteers.text.slice(1).trim().split('\r\n');
  expect(vLines[0]).toBe('Date;Nom;Prénom;Email;Téléphone;Rôle;Disponibilités;Expérience;Motivation;Statut');
  expect(vLines).toHaveLength(2);
  expect(vLines[1]).toContain(`;Export${tag};Zoé;${email};;Logistique;`);
  expect(vLines[1]).toContain(';"Aider; beaucoup";En attente');

  await page.goto('/admin/messages');
  await page.getByPlaceholder(/Rechercher/).fill(subject);
  await expect(page.getByTestId('admin-count')).toHaveText('1');
  const messages = await downloadText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(messages.name).toBe('messages.csv');
  expect(messages.text.startsWith('\uFEFF')).toBe(true);
  const mLines = messages.text.slice(1).trim().split('\r\n');
  expect(mLines[0]).toBe('Date;Nom;Email;Catégorie;Sujet;Message;Statut');
  expect(mLines).toHaveLength(2);
  // A formula is neutralised.
  expect(mLines[1]).toContain(`;Élise;elise@exemple.fr;Presse;${subject};'=1+1;En attente`);
});

test('rules editor: a paragraph indents up to level 8, no further', async ({ page }) => {
  handleDialogs(page);
  const token = await loginAs(page);
  const title = `Retrait ${stamp()}`;
  await page.goto('/admin/rules');
  await page.getByTestId('admin-add').click();
  await form(page).getByLabel('Section').selectOption('general');
  await form(page).getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  // The French content's editor, the first of the two (the English one follows it).
  await page.getByTestId('rich-editor').first().click();
  await page.keyboard.type('Paragraphe en retrait');
  const indent = page
    .getByRole('toolbar', { name: 'Mise en forme' })
    .first()
    .getByRole('button', { name: 'Augmenter le retrait', exact: true });
  for (let i = 0; i < 10; i++) await indent.click();
  await save(page);
  const stored = (await apiList<{ title: string; content: string }>(page, token, '/admin/rules')).find(
    (r) => r.title === title,
  );
  // Lexical writes level n as n × 40px: ten clicks stop at level 8.
  expect(stored?.content).toMatch(/padding-inline-start:\s*320px/);
  const id = (await apiList<{ id: string; title: string }>(page, token, '/admin/rules')).find(
    (r) => r.title === title,
  )?.id;
  await page.request.delete(`/api/admin/rules/${id}`, {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
  });
});
