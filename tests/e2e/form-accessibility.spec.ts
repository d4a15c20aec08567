import { expect as pwExpect, type Locator, type Page } from '@playwright/test';
import { form as adminForm, loginAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { htmlcsErrors } from './a11y-engines';
import { switchToEnglish } from './helpers';

// Issue 28, item 6: every form through one field mechanism (ui/Field, FormErrorStatus, useZodForm and
// the admin editor): required controls say so, a failed submit focuses the first field in error, each
// error is tied to its field and the count is announced; an empty select is a missing answer.

/** The control is in error and its description (aria-describedby) reads `message`. */
async function expectTiedError(page: Page, control: Locator, message: string | RegExp) {
  await pwExpect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  pwExpect(ids.length, 'aria-describedby names the error').toBeGreaterThan(0);
  const described = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  pwExpect(described.join(' ')).toMatch(message);
}

async function expectRequired(control: Locator) {
  await pwExpect(control).toHaveAttribute('required', '');
  await pwExpect(control).toHaveAttribute('aria-required', 'true');
}

test('volunteer form: required controls, the first field in error focused, errors tied and counted, an empty role is « obligatoire »', async ({
  page,
}) => {
  await page.goto('/benevoles');
  const form = page.getByTestId('volunteer-form');
  const firstName = form.getByLabel('Prénom');
  const lastName = form.getByRole('textbox', { name: 'Nom', exact: true });
  const role = form.getByLabel('Mission souhaitée');
  for (const control of [firstName, lastName, form.getByLabel('E-mail'), role, form.getByLabel('Motivation')])
    await expectRequired(control);
  await pwExpect(form.getByLabel('Téléphone')).not.toHaveAttribute('required', '');
  await pwExpect(firstName).toHaveAttribute('type', 'text');
  await pwExpect(firstName).toHaveAttribute('autocomplete', 'given-name');

  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(firstName).toBeFocused();
  await expectTiedError(page, firstName, 'Ce champ est obligatoire');
  await expectTiedError(page, role, /^Ce champ est obligatoire$/);
  await expect(form.getByText('Rôle invalide')).toHaveCount(0);
  await expect(form.getByTestId('form-error-status')).toContainText('Le formulaire contient 5 erreurs');

  // Corrected, a field is no longer in error; the next failed submit focuses the next one.
  await firstName.fill('Alix');
  await pwExpect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(lastName).toBeFocused();
  await expect(form.getByTestId('form-error-status')).toContainText('Le formulaire contient 4 erreurs');

  await switchToEnglish(page);
  await expectTiedError(page, form.getByLabel('Preferred role'), /^This field is required$/);
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByRole('textbox', { name: 'Last name' })).toBeFocused();
  await expect(form.getByTestId('form-error-status')).toContainText('The form has 4 errors');
});

test('contact form: the consent box is required and, left unticked, takes the focus with its error', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Camille');
  await form.getByLabel('E-mail').fill('camille@exemple.fr');
  await form.getByLabel('Sujet').fill('Ergomètres');
  await form.getByLabel('Message').fill('Quel modèle ?');
  const category = form.getByLabel('Catégorie');
  const consent = form.getByLabel(/J'accepte que mes données personnelles/);
  await expectRequired(category);
  await expectRequired(consent);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(category).toBeFocused();
  await expectTiedError(page, category, /^Ce champ est obligatoire$/);
  await expectTiedError(page, consent, 'Vous devez accepter le traitement de vos données');
  await category.selectOption('technique');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(consent).toBeFocused();
  await expect(form.getByTestId('form-error-status')).toContainText('Le formulaire contient une erreur');
});

test('press form: an invalid address takes the focus, its error read with it', async ({ page }) => {
  await page.goto('/presse');
  const form = page.getByTestId('press-form');
  await form.getByRole('textbox', { name: 'Média' }).fill('Radio Test');
  await form.getByLabel('Journaliste').fill('Jo Reporter');
  const email = form.getByLabel('E-mail');
  await email.fill('pas-un-email');
  await expectRequired(form.getByLabel('Type de média'));
  await form.getByLabel('Type de média').selectOption('radio');
  await form.getByRole('button', { name: 'Demander une accréditation' }).click();
  await expect(email).toBeFocused();
  await expectTiedError(page, email, 'Adresse e-mail invalide');
});

test('newsletter box: the address is required, and an invalid one takes the focus back with its message', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByLabel('Votre adresse e-mail');
  await expectRequired(box);
  await pwExpect(box).toHaveAttribute('autocomplete', 'email');
  await box.fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).focus();
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(box).toBeFocused();
  await expectTiedError(page, box, /.+/);
});

test('back-office forms: a required select left empty is « obligatoire », focused, tied to its error', async ({
  page,
}) => {
  await loginAs(page);
  await page.goto('/admin/partners');
  await page.getByTestId('admin-add').click();
  const form = adminForm(page);
  const name = form.getByRole('textbox', { name: 'Nom', exact: true });
  const level = form.getByRole('combobox', { name: 'Niveau' });
  await expectRequired(name);
  await expectRequired(level);
  await name.fill('Partenaire test');
  // The level offered first is a default: left on its empty option, it is a missing answer.
  await level.selectOption('');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(level).toBeFocused();
  await expectTiedError(page, level, /^Ce champ est obligatoire$/);
  await expectTiedError(page, form.getByTestId('upload-input-image'), 'Ce champ est obligatoire');
  await expect(form.getByTestId('form-error-status')).toContainText('Le formulaire contient 2 erreurs');
});

test('the filter forms keep a submit control for assistive technology once scripts run', async ({ page }) => {
  for (const route of ['/programme', '/resultats', '/reglement', '/epreuves']) {
    await page.goto(route);
    const submit = page.locator(`form[action="${route}"]`).getByRole('button', { name: 'Afficher', exact: true });
    await expect(submit, route).toHaveCount(1);
    await pwExpect(submit, route).toHaveAttribute('type', 'submit');
    // Hidden from the eye until the keyboard reaches it.
    await submit.focus();
    await expect(submit, route).toBeVisible();
  }
});

test('the WCAG2AA check (HTML_CodeSniffer, as pa11y runs it) does catch a filter form without a submit control', async ({
  page,
}) => {
  await page.goto('/mentions-legales');
  expect(await htmlcsErrors(page)).toEqual([]);
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.action = '/quelque-part';
    form.innerHTML = '<label for="probe">Sonde</label><input id="probe" type="text" name="q">';
    document.querySelector('main')?.append(form);
  });
  expect((await htmlcsErrors(page)).join('\n')).toMatch(/H32\.2/);
});
