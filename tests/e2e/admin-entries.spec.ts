import { acceptDialogs, item, loginAs } from './admin-helpers';
import { adminToken } from './api';
import { expect, test } from './fixtures';

// Issue 29, item 1: the administrator enters a participant in a race from the participant's editor,
// finds them in the race's entries on the programme screen, and scratches them (kept, struck through).

test.use({ viewport: { width: 1280, height: 900 } });

const stamp = Date.now();
const race = { id: `elite-entries-${stamp}`, name: `Finale e2e inscriptions ${stamp}`, nameEn: `E2E entries final ${stamp}`, date: '2026-01-30', time: '16:45', category: 'SH', championshipId: 'elite' };
const person = { firstName: 'Inès', lastName: `Inscrite${stamp}`, email: `ines.${stamp}@inscriptions-e2e.example`, club: 'AC Paris', category: 'SH', championshipId: 'elite' };

let participantId = '';
test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.post('/api/admin/events', { headers, data: race })).ok()).toBe(true);
  const created = await request.post('/api/admin/participants', { headers, data: person });
  participantId = ((await created.json()) as { id: string }).id;
});

// The demo server is shared with later specs: leave it as it was found (entries, then the race and the person).
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const entries = (await (await request.get(`/api/admin/entries?eventId=${race.id}`, { headers })).json()) as { id: string }[];
  for (const e of entries) await request.delete(`/api/admin/entries/${e.id}`, { headers });
  await request.delete(`/api/admin/events/${race.id}`, { headers });
  if (participantId) await request.delete(`/api/admin/participants/${participantId}`, { headers });
});

test('enters a participant in a race from their editor, sees them in the race’s entries, scratches them (struck through)', async ({ page }) => {
  const token = await loginAs(page);
  acceptDialogs(page);

  await page.goto('/admin/participants');
  await page.locator('#p-search').fill(person.lastName);
  await item(page, person.lastName).getByRole('button', { name: /^Modifier/ }).click();
  const editor = page.getByRole('dialog', { name: 'Modifier le participant' });
  const races = editor.getByTestId('participant-entries');
  await expect(races).toContainText('Inscrit à aucune course.');
  await races.getByLabel('Course', { exact: true }).selectOption(race.id);
  await races.getByRole('button', { name: 'Inscrire' }).click();
  await expect(races.getByTestId('participant-entry')).toHaveCount(1);
  await expect(races.getByTestId('participant-entry')).toContainText(race.name);
  await editor.getByRole('button', { name: 'Annuler' }).click();

  const [stored] = (await (await page.request.get(`/api/admin/entries?participantId=${participantId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { eventId: string; status: string }[];
  expect(stored).toMatchObject({ eventId: race.id, status: 'entered' });

  await page.goto('/admin/program');
  await item(page, race.name).getByRole('button', { name: `Inscrits de ${race.name}` }).click();
  const entries = page.getByRole('dialog', { name: `Inscrits : ${race.name}` });
  const row = entries.getByTestId('race-entry').filter({ hasText: person.lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(person.club);
  await expect(row).toHaveAttribute('data-status', 'entered');

  await row.getByRole('button', { name: `Déclarer forfait : ${person.lastName} ${person.firstName}` }).click();
  await expect(row).toHaveAttribute('data-status', 'scratched');
  await expect(row).toContainText('Forfait');
  // Struck through, and still listed: a withdrawal keeps the entry.
  await expect(row.getByRole('cell', { name: `${person.lastName} ${person.firstName}`, exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(entries.getByTestId('race-entry')).toHaveCount(1);
  await expect(entries.getByRole('button', { name: `Réintégrer : ${person.lastName} ${person.firstName}` })).toBeVisible();
});
