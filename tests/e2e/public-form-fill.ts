import type { Locator } from '@playwright/test';

/** A complete volunteer application (Saturday morning, timing), sent from `email`. */
export async function fillVolunteerForm(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Prénom').fill('Alix');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Testeur');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mission souhaitée').selectOption('chronometrage');
  await form.getByLabel('Samedi 8h-12h').check();
  await form.getByLabel('Motivation').fill('J’aime le chronométrage.');
}
