import { expect, test } from './fixtures';
import { fillVolunteerForm } from './public-form-fill';
import { adminGet } from './api';

const stamp = () => Date.now().toString(36);

test('volunteer form: field errors, then sent and stored', async ({ page, request }) => {
  await page.goto('/benevoles');
  const form = page.getByTestId('volunteer-form');
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(form.getByText('Ce champ est obligatoire').first()).toBeVisible();
  // The role left on « Choisir… » is a missing answer (issue 28, item 6), not a wrong one.
  await expect(form.getByText('Rôle invalide')).toHaveCount(0);
  const email = `benevole-${stamp()}@exemple.fr`;
  await fillVolunteerForm(form, email);
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText('Candidature envoyée avec succès !')).toBeVisible();
  await expect(form.getByLabel('Prénom')).toHaveValue('');
  const stored = await adminGet<{ email: string; role: string; availability: string[]; status: string }[]>(
    request,
    '/admin/volunteers',
  );
  expect(stored.find((v) => v.email === email)).toMatchObject({
    role: 'chronometrage',
    availability: ['saturday-morning'],
    status: 'PENDING',
  });
});

test('contact form: consent required, then sent and stored', async ({ page, request }) => {
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  const email = `contact-${stamp()}@exemple.fr`;
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Camille');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Catégorie').selectOption('technique');
  await form.getByLabel('Sujet').fill('Ergomètres');
  await form.getByLabel('Message').fill('Quel modèle ?');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText('Vous devez accepter le traitement de vos données')).toBeVisible();
  await form.getByLabel(/J'accepte que mes données personnelles/).check();
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Message envoyé avec succès !')).toBeVisible();
  const stored = await adminGet<{ email: string; category: string; status: string }[]>(request, '/admin/messages');
  expect(stored.find((m) => m.email === email)).toMatchObject({ category: 'technique', status: 'PENDING' });
});

test('press form: sent and stored', async ({ page, request }) => {
  await page.goto('/presse');
  const form = page.getByTestId('press-form');
  const email = `presse-${stamp()}@exemple.fr`;
  await form.getByRole('textbox', { name: 'Média' }).fill('Radio Test');
  await form.getByLabel('Journaliste').fill('Jo Reporter');
  await form.getByLabel('E-mail').fill('pas-un-email');
  await form.getByLabel('Type de média').selectOption('radio');
  await form.getByRole('button', { name: 'Demander une accréditation' }).click();
  await expect(form.getByText('Adresse e-mail invalide')).toBeVisible();
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Demander une accréditation' }).click();
  await expect(page.getByText("Demande d'accréditation envoyée avec succès !")).toBeVisible();
  const stored = await adminGet<{ email: string; type: string }[]>(request, '/admin/press-accreditations');
  expect(stored.find((a) => a.email === email)).toMatchObject({ type: 'radio' });
});

test('newsletter box signs up through the API, pending until the mailed link is confirmed', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const email = `news-${stamp()}@exemple.fr`;
  await page.getByLabel('Votre adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(
    page.getByText('Vérifiez votre boîte mail : cliquez sur le lien reçu pour confirmer votre inscription.'),
  ).toBeVisible();
  const stored = await adminGet<{ email: string; confirmedAt: string | null }[]>(request, '/admin/newsletter');
  expect(stored.find((s) => s.email === email)).toMatchObject({ confirmedAt: null });
});
