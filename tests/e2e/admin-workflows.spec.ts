import { acceptDialogs, apiList, form, item, loginAs, save } from './admin-helpers';
import { expect, test } from './fixtures';

const stamp = () => Date.now().toString(36);
const box = (page: import('@playwright/test').Page, name: string) =>
  form(page).getByRole('textbox', { name, exact: true });

test('participants: add, toggles, edit, CSV content, delete', async ({ page }) => {
  acceptDialogs(page);
  const token = await loginAs(page);
  const last = `Zeta${stamp()}`;
  await page.goto('/admin/participants');
  await page.getByTestId('admin-add').click();
  await box(page, 'Prénom').fill('Eve');
  await box(page, 'Nom').fill(last);
  await form(page).getByRole('textbox', { name: 'E-mail' }).fill(`eve.${last.toLowerCase()}@exemple.fr`);
  await box(page, 'Club').fill('=HYPERLINK("x")');
  await box(page, 'Catégorie').fill('SF');
  await form(page).getByLabel('Championnat').selectOption('elite');
  await box(page, 'Dossard').fill('999');
  await save(page);
  // The list shows one page of 50: the search, asked of the server, brings the new row in view.
  await page.getByPlaceholder(/Rechercher/).fill(last);
  await expect(page.getByTestId('admin-count')).toHaveText('1');
  const row = item(page, last);
  await row.getByRole('button', { name: 'En attente' }).click();
  await expect(row.getByRole('button', { name: 'Confirmé' })).toBeVisible();
  await row.getByRole('button', { name: 'Non payé' }).click();
  await expect(row.getByRole('button', { name: 'Payé', exact: true })).toBeVisible();
  const stored = (
    await apiList<{ lastName: string; confirmed: boolean; paid: boolean; id: string }>(
      page,
      token,
      '/admin/participants',
    )
  ).find((p) => p.lastName === last);
  expect(stored).toMatchObject({ confirmed: true, paid: true });
  await row.getByRole('button', { name: /^Modifier/ }).click();
  await box(page, 'Dossard').fill('998');
  await save(page);
  await expect(row).toContainText('998');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('participants.csv');
  const csv = Buffer.concat(await (await file.createReadStream()).toArray())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const [header, line] = csv.trim().split('\r\n');
  expect(header).toBe('Nom;Prénom;Email;Club;Catégorie;Championnat;Dossard;Confirmé;Payé');
  expect(line).toBe(
    `${last};Eve;eve.${last.toLowerCase()}@exemple.fr;"'=HYPERLINK(""x"")";SF;Championnat de France Élite;998;Oui;Oui`,
  );
  await row.getByRole('button', { name: /^Supprimer/ }).click();
  await expect(row).toHaveCount(0);
});

test('volunteers: approve a pending application; no actions once decided', async ({ page, request }) => {
  const email = `wf-${stamp()}@exemple.fr`;
  await request.post('/api/volunteers', {
    data: { firstName: 'Wf', lastName: 'Volunteer', email, role: 'logistique', motivation: 'Aider' },
  });
  const token = await loginAs(page);
  await page.goto('/admin/volunteers');
  await page.getByPlaceholder(/Rechercher/).fill(email);
  const card = item(page, email);
  await expect(card).toContainText('En attente');
  await card.getByRole('button', { name: 'Approuver' }).click();
  await page.getByRole('dialog', { name: 'Confirmer la décision' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(card).toContainText('Approuvée');
  await expect(card.getByRole('button', { name: 'Approuver' })).toHaveCount(0);
  expect(
    (await apiList<{ email: string; status: string }>(page, token, '/admin/volunteers')).find((v) => v.email === email)
      ?.status,
  ).toBe('APPROVED');
  await page.getByLabel('Statut').selectOption('REJECTED');
  await expect(item(page, email)).toHaveCount(0);
});

test('messages: pending → processed → closed, the detail updating in place', async ({ page, request }) => {
  acceptDialogs(page); // status changes are confirmed first (issue 12)
  const subject = `Sujet ${stamp()}`;
  await request.post('/api/contact', {
    data: { name: 'Wf', email: 'wf@exemple.fr', subject, category: 'autre', message: 'Bonjour', consent: true },
  });
  const token = await loginAs(page);
  await page.goto('/admin/messages');
  await page.getByPlaceholder(/Rechercher/).fill(subject);
  await item(page, subject).getByRole('button').click();
  const detail = page.getByTestId('message-detail');
  await expect(detail).toContainText(subject);
  await detail.getByRole('button', { name: 'Marquer comme traité' }).click();
  await expect(detail).toContainText('Traité');
  await detail.getByRole('button', { name: 'Fermer le message' }).click();
  await expect(detail).toContainText('Fermé');
  // No status change left; only the deletion (erasure on request) and the reply (issue 32) remain.
  await expect(detail.getByRole('button')).toHaveCount(2);
  await expect(detail.getByRole('button', { name: 'Envoyer la réponse' })).toBeVisible();
  await expect(detail.getByRole('button', { name: /^Supprimer le message/ })).toBeVisible();
  expect(
    (await apiList<{ subject: string; status: string }>(page, token, '/admin/messages')).find(
      (m) => m.subject === subject,
    )?.status,
  ).toBe('CLOSED');
});

test('press accreditations: reject a pending request', async ({ page, request }) => {
  const media = `Média ${stamp()}`;
  await request.post('/api/press-accreditations', {
    data: { media, journalist: 'J', email: 'j@exemple.fr', type: 'web' },
  });
  const token = await loginAs(page);
  await page.goto('/admin/press');
  await page.getByPlaceholder(/Rechercher/).fill(media);
  await item(page, media).getByRole('button', { name: 'Refuser' }).click();
  await page.getByRole('dialog', { name: 'Confirmer la décision' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(item(page, media)).toContainText('Refusée');
  expect(
    (await apiList<{ media: string; status: string }>(page, token, '/admin/press-accreditations')).find(
      (a) => a.media === media,
    )?.status,
  ).toBe('REJECTED');
});

test('newsletter: export the whole list, then the searched rows only, and delete a subscriber', async ({
  page,
  request,
}) => {
  acceptDialogs(page);
  const email = `nl-${stamp()}@exemple.fr`;
  await request.post('/api/newsletter', { data: { email } });
  const token = await loginAs(page);
  const all = await apiList<{ email: string }>(page, token, '/admin/newsletter');
  await page.goto('/admin/newsletter');
  const exported = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('newsletter.csv');
    return Buffer.concat(await (await file.createReadStream()).toArray())
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  };
  const whole = await exported();
  expect(whole[0]).toBe("Email;Date d'inscription;Lien de désinscription;Confirmée le");
  expect(whole).toHaveLength(all.length + 1);
  expect(whole.some((l) => l.startsWith(`${email};`))).toBe(true);
  await page.getByPlaceholder(/Rechercher/).fill(email);
  await expect(page.getByTestId('admin-count')).toHaveText('1');
  const searched = await exported();
  expect(searched).toHaveLength(2);
  expect(searched[1]).toMatch(new RegExp(`^${email.replace(/\./g, '\\.')};`));
  // Double opt-in: signed up, not confirmed yet.
  expect(searched[1]).toMatch(/;en attente de confirmation$/);
  await expect(item(page, email).getByText('en attente de confirmation')).toBeVisible();
  await item(page, email)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, email)).toHaveCount(0);
  expect((await apiList<{ email: string }>(page, token, '/admin/newsletter')).some((s) => s.email === email)).toBe(
    false,
  );
});

test('participants: search by club or e-mail, championship and status filters, asked of the server', async ({
  page,
}) => {
  const token = await loginAs(page);
  const all = await apiList<{ email: string; club: string; championshipId: string; confirmed: boolean; paid: boolean }>(
    page,
    token,
    '/admin/participants',
  );
  await page.goto('/admin/participants');
  const rows = page.getByTestId('admin-item');
  const count = page.getByTestId('admin-count');
  // One page of at most 50 rows; the header counts every row that matches.
  await expect(count).toHaveText(String(all.length));
  await expect(rows).toHaveCount(Math.min(50, all.length));
  const sample = all[0]!;
  await page.getByPlaceholder(/Rechercher/).fill(sample.email.toUpperCase());
  await expect(rows).toHaveCount(1);
  await page.getByPlaceholder(/Rechercher/).fill(sample.club);
  await expect(count).toHaveText(
    String(all.filter((p) => p.club.toLowerCase().includes(sample.club.toLowerCase())).length),
  );
  await page.getByPlaceholder(/Rechercher/).fill('');
  await page.getByLabel('Championnat').selectOption(sample.championshipId);
  await expect(count).toHaveText(String(all.filter((p) => p.championshipId === sample.championshipId).length));
  await page.getByLabel('Championnat').selectOption('all');
  for (const [value, keep] of [
    ['confirmed', (p: (typeof all)[number]) => p.confirmed],
    ['pending', (p: (typeof all)[number]) => !p.confirmed],
    ['paid', (p: (typeof all)[number]) => p.paid],
    ['unpaid', (p: (typeof all)[number]) => !p.paid],
  ] as const) {
    await page.getByLabel('Statut').selectOption(value);
    await expect(count).toHaveText(String(all.filter(keep).length));
    await expect(rows).toHaveCount(Math.min(50, all.filter(keep).length));
  }
  await page.getByPlaceholder(/Rechercher/).fill('zzz-personne');
  await expect(page.getByTestId('admin-no-match')).toBeVisible();
});

test('participants: the pager moves through the pages and a filter goes back to the first one', async ({ page }) => {
  const token = await loginAs(page);
  const all = await apiList<{ id: string; confirmed: boolean }>(page, token, '/admin/participants');
  test.skip(all.length <= 50, 'the demo set fits on one page');
  await page.goto('/admin/participants');
  const pager = page.getByRole('navigation', { name: 'Pages de la liste' });
  await expect(pager).toContainText(`1–50 sur ${all.length}`);
  await expect(pager.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  const first = await page.getByTestId('admin-item').first().textContent();
  await pager.getByRole('button', { name: 'Suivant' }).click();
  await expect(pager).toContainText(`51–${Math.min(100, all.length)} sur ${all.length}`);
  await expect(page.getByTestId('admin-item')).toHaveCount(Math.min(50, all.length - 50));
  await expect(page.getByTestId('admin-item').first()).not.toHaveText(first ?? '');
  const confirmed = all.filter((p) => p.confirmed).length;
  await page.getByLabel('Statut').selectOption('confirmed');
  await expect(page.getByTestId('admin-count')).toHaveText(String(confirmed));
  if (confirmed > 50) await expect(pager).toContainText(`1–50 sur ${confirmed}`);
  else await expect(page.getByTestId('admin-item')).toHaveCount(confirmed);
});

test('volunteers: role filter from the data, search by role; messages: search and category filter', async ({
  page,
}) => {
  const token = await loginAs(page);
  const volunteers = await apiList<{ role: string }>(page, token, '/admin/volunteers');
  await page.goto('/admin/volunteers');
  const roles = [...new Set(volunteers.map((v) => v.role))];
  await expect(page.getByLabel('Rôle').locator('option')).toHaveCount(roles.length + 1);
  await page.getByLabel('Rôle').selectOption(roles[0]!);
  await expect(page.getByTestId('admin-count')).toHaveText(
    String(volunteers.filter((v) => v.role === roles[0]).length),
  );
  await page.getByLabel('Rôle').selectOption('all');
  await page.getByPlaceholder(/Rechercher/).fill(roles[0]!);
  await expect(page.getByTestId('admin-count')).toHaveText(
    String(volunteers.filter((v) => v.role === roles[0]).length),
  );

  const messages = await apiList<{ category: string; subject: string }>(page, token, '/admin/messages');
  await page.goto('/admin/messages');
  await page.getByLabel('Catégorie').selectOption(messages[0]!.category);
  await expect(page.getByTestId('admin-count')).toHaveText(
    String(messages.filter((m) => m.category === messages[0]!.category).length),
  );
  await page.getByLabel('Catégorie').selectOption('all');
  await page.getByPlaceholder(/Rechercher/).fill(messages[0]!.subject);
  await expect(page.getByTestId('admin-item').first()).toContainText(messages[0]!.subject);
});

test('messages: a pending message closed directly has no action left', async ({ page, request }) => {
  acceptDialogs(page); // status changes are confirmed first (issue 12)
  const subject = `Clos ${Date.now().toString(36)}`;
  await request.post('/api/contact', {
    data: { name: 'Wf', email: 'wf@exemple.fr', subject, category: 'presse', message: 'Bonjour', consent: true },
  });
  const token = await loginAs(page);
  await page.goto('/admin/messages');
  await page.getByPlaceholder(/Rechercher/).fill(subject);
  await item(page, subject).getByRole('button').click();
  const detail = page.getByTestId('message-detail');
  await expect(detail.getByRole('button', { name: 'Marquer comme traité' })).toBeVisible();
  await detail.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(detail).toContainText('Fermé');
  // No status change left; only the deletion (erasure on request) and the reply (issue 32) remain.
  await expect(detail.getByRole('button')).toHaveCount(2);
  await expect(detail.getByRole('button', { name: 'Envoyer la réponse' })).toBeVisible();
  await expect(detail.getByRole('button', { name: /^Supprimer le message/ })).toBeVisible();
  await expect(item(page, subject)).toContainText('Fermé');
  expect(
    (await apiList<{ subject: string; status: string }>(page, token, '/admin/messages')).find(
      (m) => m.subject === subject,
    )?.status,
  ).toBe('CLOSED');
});

test('partners grouped by level with their counts; programme grouped by long French date', async ({ page }) => {
  const token = await loginAs(page);
  const partners = await apiList<{ level: string }>(page, token, '/admin/partners');
  await page.goto('/admin/partners');
  for (const [level, label] of [
    ['TITLE', 'Partenaire Titre'],
    ['PREMIUM', 'Premium'],
    ['OFFICIAL', 'Officiel'],
    ['MEDIA', 'Média'],
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${label}`) })).toContainText(
      String(partners.filter((p) => p.level === level).length),
    );
  }
  await page.goto('/admin/program');
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText(/^jeudi 29 janvier 2026$/i);
  expect(await heading.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
});
