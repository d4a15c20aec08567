import { type Page, test as base } from '@playwright/test';
import { acceptDialogs, loginAs } from './admin-helpers';
import { adminToken } from './api';
import { answer } from './dialogs';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation } from './helpers';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function downloadText(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    text: Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'),
  };
}

test('personal data: find an address, export it as JSON and CSV, delete one record, then all', async ({ page }) => {
  const email = `rgpd-${stamp()}@exemple.fr`;
  for (const [path, body] of [
    ['/api/volunteers', { firstName: 'Inès', lastName: 'Rgpd', email, role: 'accueil', motivation: 'Aider' }],
    [
      '/api/contact',
      { name: 'Inès Rgpd', email, subject: 'Mes données', category: 'autre', message: 'Bonjour', consent: true },
    ],
    ['/api/newsletter', { email }],
  ] as const) {
    expect((await page.request.post(path, { data: body })).status()).toBe(201);
  }
  await loginAs(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /^Données personnelles/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Données personnelles' })).toBeVisible();
  await expect(page.getByTestId('retention-next-run')).toContainText('Prochaine exécution');
  await expectNoSeriousA11yViolation(page);

  await page.getByLabel('Adresse e-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const results = page.getByTestId('personal-data-results');
  await expect(results.getByRole('heading', { name: `3 enregistrement(s) pour ${email}` })).toBeVisible();
  await expect(page.getByTestId('personal-data-record')).toHaveCount(3);
  await expectNoSeriousA11yViolation(page);

  const json = await downloadText(page, () => results.getByRole('button', { name: 'Télécharger (JSON)' }).click());
  expect(json.name).toMatch(/\.json$/);
  expect((JSON.parse(json.text) as { records: unknown[] }).records).toHaveLength(3);
  const csv = await downloadText(page, () => results.getByRole('button', { name: 'Télécharger (CSV)' }).click());
  expect(csv.text.startsWith('\uFEFFType;Identifiant;Date;Données')).toBe(true);
  expect(csv.text).toContain('Candidature bénévole;');

  // Declining the confirmation deletes nothing; accepting it deletes that record only.
  page.once('dialog', (d) => answer(d, false));
  await page.getByRole('button', { name: /^Supprimer Message de contact/ }).click();
  await expect(page.getByTestId('personal-data-record')).toHaveCount(3);
  page.once('dialog', (d) => {
    expect(d.message()).toContain('Supprimer définitivement cet enregistrement (Message de contact)');
    answer(d, true);
  });
  await page.getByRole('button', { name: /^Supprimer Message de contact/ }).click();
  await expect(page.getByTestId('personal-data-record')).toHaveCount(2);

  await results.getByRole('button', { name: 'Tout supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: `Tout supprimer pour ${email}` });
  await expect(dialog).toContainText('Les 2 enregistrement(s) de cette adresse seront supprimés définitivement.');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(results.getByRole('heading', { name: `Aucune donnée conservée pour ${email}.` })).toBeVisible();
  const token = await adminToken(page.request);
  const left = await page.request.get(`/api/admin/personal-data?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await left.json()) as { records: unknown[] }).records).toEqual([]);
});

test('personal data: labels rather than stored codes, and « Tout supprimer » says what is kept and offers to anonymise the results', async ({
  page,
}) => {
  const id = stamp();
  const email = `rgpd-resultats-${id}@exemple.fr`;
  const token = await adminToken(page.request);
  const auth = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object, headers = {}) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  await post('/api/volunteers', {
    firstName: 'Maël',
    lastName: `Rgpd${id}`,
    email,
    role: 'accueil',
    availability: ['friday-morning', 'sunday-afternoon'],
    motivation: 'Aider',
  });
  await post('/api/press-accreditations', {
    media: `Média ${id}`,
    journalist: `Maël Rgpd${id}`,
    email,
    type: 'photographe',
  });
  const participant = await post(
    '/api/admin/participants',
    { firstName: 'Maël', lastName: `Rgpd${id}`, email, club: `Club ${id}`, category: 'SH', championshipId: 'elite' },
    auth,
  );
  const race = `rgpd-${id}`;
  await post(
    '/api/admin/events',
    {
      id: race,
      name: `Finale ${id}`,
      nameEn: `Final ${id}`,
      date: '2026-01-30',
      time: '10:00',
      category: 'SH',
      championshipId: 'elite',
    },
    auth,
  );
  const result = await post(
    '/api/admin/results',
    {
      eventId: race,
      rank: 1,
      athlete: `Maël Rgpd${id}`,
      category: 'SH',
      club: `Club ${id}`,
      time: '6:50.1',
      participantId: participant,
    },
    auth,
  );

  await loginAs(page);
  await page.goto('/admin/personal-data');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const records = page.getByTestId('personal-data-record');
  // A volunteer application, a press request, a registration, its result and the two journal entries creating them.
  await expect(records).toHaveCount(6);
  const volunteer = records.filter({ hasText: 'Candidature bénévole' });
  // The labels the forms showed, never the stored codes.
  await expect(volunteer).toContainText('DisponibilitésVendredi 8h-12h, Dimanche 12h-17h');
  await expect(volunteer).toContainText('RôleAccueil');
  await expect(volunteer).toContainText('StatutEn attente');
  await expect(records.filter({ hasText: 'Demande d’accréditation presse' })).toContainText('TypePhotographe');
  await expect(page.getByTestId('personal-data-results')).not.toContainText(/friday-morning|PENDING|"accueil"|\["/);
  // The result and the journal entries about the registration are listed, with what « Tout supprimer » does to them.
  await expect(records.filter({ hasText: 'Résultat (palmarès public)' })).toContainText(
    `30 janvier 2026 · ${result}Épreuve`,
  );
  await expect(records.filter({ hasText: 'Résultat (palmarès public)' })).toContainText(`Finale ${id}`);
  await expect(records.filter({ hasText: 'Entrée du journal des modifications' }).first()).toContainText(
    `lastName : ∅ → Rgpd${id}`,
  );
  await expectNoSeriousA11yViolation(page);

  await page.getByRole('button', { name: 'Tout supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: `Tout supprimer pour ${email}` });
  await expect(dialog).toContainText('Les 3 enregistrement(s) de cette adresse seront supprimés définitivement.');
  await expect(dialog).toContainText('leurs valeurs remplacées par « [effacé] »');
  await expect(dialog).toContainText('Conservés : ses 1 résultat(s) sportif(s), palmarès public de la Fédération');
  const anonymise = dialog.getByRole('checkbox', {
    name: /Anonymiser aussi ses résultats : nom remplacé par « Athlète anonyme »/,
  });
  await expect(anonymise).not.toBeChecked();
  await expectNoSeriousA11yViolation(page);
  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(records).toHaveCount(6);

  await page.getByRole('button', { name: 'Tout supprimer' }).click();
  await anonymise.check();
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByRole('heading', { name: `Aucune donnée conservée pour ${email}.` })).toBeVisible();
  const rows = (await (await page.request.get(`/api/results?eventId=${race}`)).json()) as {
    id: string;
    athlete: string;
    participantId: string | null;
  }[];
  expect(rows.find((r) => r.id === result)).toMatchObject({ athlete: 'Athlète anonyme', participantId: null });
  const journal = await (await page.request.get('/api/admin/audit', { headers: auth })).text();
  expect(journal).not.toContain(`Rgpd${id}`);
});

test('retention: the simulation lists what would go, the run asks first and shows its result', async ({ page }) => {
  await loginAs(page);
  acceptDialogs(page);
  await page.goto('/admin/personal-data');
  const panel = page.getByTestId('retention-panel');
  await panel.getByRole('button', { name: 'Simulation' }).click();
  await expect(page.getByTestId('retention-dry-run')).toContainText("rien n'a été supprimé");
  await expect(
    page.getByTestId('retention-dry-run').getByRole('rowheader', { name: 'Messages de contact' }),
  ).toBeVisible();
  await expect(page.getByTestId('retention-last-run')).toContainText('simulation');
  await expectNoSeriousA11yViolation(page);
  await panel.getByRole('button', { name: 'Lancer maintenant' }).click();
  await expect(page.getByTestId('retention-last-run')).toContainText('lancée à la main');
});

test('volunteers, messages and press screens delete with a confirmation', async ({ page }) => {
  const id = stamp();
  await page.request.post('/api/volunteers', {
    data: { firstName: 'Efface', lastName: `Moi${id}`, email: `v${id}@exemple.fr`, role: 'accueil', motivation: 'Oui' },
  });
  await page.request.post('/api/press-accreditations', {
    data: { media: `Média ${id}`, journalist: 'Efface Moi', email: `p${id}@exemple.fr`, type: 'web' },
  });
  await page.request.post('/api/contact', {
    data: {
      name: 'Efface Moi',
      email: `m${id}@exemple.fr`,
      subject: `Sujet ${id}`,
      category: 'autre',
      message: 'M',
      consent: true,
    },
  });
  await loginAs(page);
  acceptDialogs(page);

  await page.goto('/admin/volunteers');
  await page.getByRole('searchbox').fill(`Moi${id}`);
  await page.getByRole('button', { name: `Supprimer Efface Moi${id}` }).click();
  await expect(page.getByRole('button', { name: `Supprimer Efface Moi${id}` })).toHaveCount(0);

  await page.goto('/admin/press');
  await page.getByRole('searchbox').fill(`Média ${id}`);
  await page.getByRole('button', { name: `Supprimer Efface Moi (Média ${id})` }).click();
  await expect(page.getByRole('button', { name: `Supprimer Efface Moi (Média ${id})` })).toHaveCount(0);

  await page.goto('/admin/messages');
  await page.getByRole('searchbox').fill(`Sujet ${id}`);
  await page.getByRole('button', { name: new RegExp(`Sujet ${id}`) }).click();
  await page.getByRole('button', { name: `Supprimer le message « Sujet ${id} »` }).click();
  await expect(page.getByTestId('admin-item').filter({ hasText: `Sujet ${id}` })).toHaveCount(0);
});

/** The unsubscribe link travels by mail only (double opt-in): read here as the admin export gives it. */
async function unsubscribeTokenOf(page: Page, email: string) {
  const token = await adminToken(page.request);
  const rows = (await (
    await page.request.get(`/api/admin/newsletter?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { unsubscribeToken: string }[];
  return rows[0]?.unsubscribeToken ?? '';
}

test('unsubscribe: opening the mailed link changes nothing, the button unsubscribes', async ({ page }) => {
  const email = `desinscription-${stamp()}@exemple.fr`;
  await page.goto('/');
  await page.getByLabel('Votre adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText(/Vérifiez votre boîte mail/)).toBeVisible();
  const href = `/desinscription?token=${await unsubscribeTokenOf(page, email)}`;

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Désinscription de la newsletter' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolation(page);
  const token = await adminToken(page.request);
  const subscribed = async () =>
    (
      (await (
        await page.request.get(`/api/admin/newsletter?search=${encodeURIComponent(email)}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as unknown[]
    ).length;
  expect(await subscribed()).toBe(1);

  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByRole('main').getByText('Votre adresse a été retirée de la newsletter.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(await subscribed()).toBe(0);
  await expectNoSeriousA11yViolation(page);

  await page.goto(href);
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ce lien de désinscription est inconnu ou a déjà été utilisé.');
});

base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false });
  base('the unsubscribe button posts the form and the page says it is done', async ({ page }) => {
    const email = `nojs-${stamp()}@exemple.fr`;
    await page.request.post('/api/newsletter', { data: { email } });
    const unsubscribeToken = await unsubscribeTokenOf(page, email);
    await page.goto(`/desinscription?token=${unsubscribeToken}`);
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await base.expect(page).toHaveURL(/\/desinscription\?etat=fait$/);
    await base
      .expect(page.getByRole('main').getByText('Votre adresse a été retirée de la newsletter.'))
      .toHaveAttribute('role', 'status');
    await page.goto(`/desinscription?token=${unsubscribeToken}`);
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await base
      .expect(page.getByRole('alert'))
      .toHaveText('Ce lien de désinscription est inconnu ou a déjà été utilisé.');
  });
});
