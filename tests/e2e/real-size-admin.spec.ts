import { answer } from './dialogs';
import { expect, test } from './fixtures';
import { acceptDialogs, apiList, loginAs } from './admin-helpers';

// Runs against the real-size server only (project real-size, SEED_DEMO=event: 3,000 entrants, A finals of 25).

type Participant = { id: string; firstName: string; lastName: string; category: string; championshipId: string; confirmed: boolean };
type Result = { eventId: string; status: string; rank: number; athlete: string; category: string; club: string; time: string; participantId: string | null };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
// The pager writes 3 000 the French way, with a narrow no-break space.
const frenchTotal = (n: number) => new Intl.NumberFormat('fr-FR').format(n).replace(/\s/g, '\\s');

test('participants at 3,000: one page of 50, the total, an accent-free search, page 2, a toggle that persists', async ({ page }) => {
  const token = await loginAs(page);
  const all = await apiList<Participant>(page, token, '/admin/participants');
  expect(all).toHaveLength(3000);
  await page.goto('/admin/participants');
  const pager = page.getByRole('navigation', { name: 'Pages de la liste' });
  await expect(pager).toContainText(new RegExp(`1–50 sur ${frenchTotal(3000)}`));
  // The count badge writes it the same way (issue 28: one number writer).
  await expect(page.getByTestId('admin-count')).toHaveText('3\u202f000');
  await expect(page.getByTestId('admin-item')).toHaveCount(50);
  // One page of rows, not 3,000: the measured screen had 82,743 elements.
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(3000);

  await pager.getByRole('button', { name: 'Suivant' }).click();
  await expect(pager).toContainText(new RegExp(`51–100 sur ${frenchTotal(3000)}`));
  await expect(page.getByTestId('admin-item')).toHaveCount(50);

  // An entrant whose name only this one carries, written with accents, found by typing none.
  const lastName = `Hénaff-Quéméneur-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/participants', {
    headers: auth(token),
    data: { firstName: 'Anaïs', lastName, email: `anais.${Date.now()}@exemple.fr`, club: 'Aviron Brestois', category: all[0]!.category, championshipId: all[0]!.championshipId },
  });
  expect(created.ok()).toBe(true);
  const entrant = (await created.json()) as Participant;
  try {
    const search = page.getByPlaceholder(/Rechercher/);
    await search.fill(lastName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
    await expect(page.getByTestId('admin-count')).toHaveText('1');
    const row = page.getByTestId('admin-item');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${lastName} Anaïs`);
    // A new search starts again at the first page: no pager for a single row.
    await expect(pager).toHaveCount(0);
    await row.getByRole('button', { name: 'En attente' }).click();
    await expect(row.getByRole('button', { name: 'Confirmé' })).toBeVisible();
    const stored = await page.request.get(`/api/admin/participants/${entrant.id}`, { headers: auth(token) });
    expect(((await stored.json()) as Participant).confirmed).toBe(true);
  } finally {
    // The other real-size tests count 3,000 entrants.
    await page.request.delete(`/api/admin/participants/${entrant.id}`, { headers: auth(token) });
  }
});

test('race ranking editor: change a time and swap two ranks, saved at once; an invalid time is refused on its row', async ({ page }) => {
  const token = await loginAs(page);
  const events = await apiList<{ id: string; name: string }>(page, token, '/admin/events');
  // Two A finals of 25 finishers (a heat holds its whole field, some 50).
  const [race, other] = events.filter((e) => e.name.endsWith('— Finale A')) as [{ id: string; name: string }, { id: string; name: string }];
  const before = (await apiList<Result>(page, token, `/admin/results?eventId=${race.id}`)).sort((a, b) => a.rank - b.rank);
  expect(before).toHaveLength(25);
  const setRanking: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('results.setRanking')) setRanking.push(r.url());
  });
  try {
    await page.goto('/admin/results');
    await expect(page.getByTestId('admin-add')).toHaveCount(0);
    await page.getByLabel('Rechercher une épreuve').fill(race.name);
    await page.getByLabel(/^Épreuve/).selectOption(race.id);
    const editor = page.getByTestId('ranking-editor');
    await expect(editor.getByTestId('ranking-row')).toHaveCount(25);
    await expect(editor.getByLabel('Athlète, ligne 1', { exact: true })).toHaveValue(before[0]!.athlete);
    await expect(editor.getByLabel('Statut, ligne 1', { exact: true })).toHaveValue('finished');
    // No list of every race per row, no modal: one table of 25 rows.
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2500);

    await editor.getByLabel('Temps, ligne 3', { exact: true }).fill('9:59.9');
    await editor.getByLabel('Rang, ligne 1', { exact: true }).fill('2');
    await editor.getByLabel('Rang, ligne 2', { exact: true }).fill('1');
    await editor.getByRole('button', { name: 'Enregistrer le classement' }).click();
    await expect(editor.getByTestId('ranking-saved')).toHaveText('Classement enregistré : 25 résultats.');
    const after = await apiList<Result>(page, token, `/admin/results?eventId=${race.id}`);
    expect(after).toHaveLength(25);
    expect(after.find((r) => r.athlete === before[0]!.athlete && r.time === before[0]!.time)?.rank).toBe(2);
    expect(after.find((r) => r.athlete === before[1]!.athlete && r.time === before[1]!.time)?.rank).toBe(1);
    expect(after.find((r) => r.athlete === before[2]!.athlete)?.time).toBe('9:59.9');
    // The table shows the saved ranking in rank order.
    await expect(editor.getByLabel('Athlète, ligne 1', { exact: true })).toHaveValue(before[1]!.athlete);

    const saves = setRanking.length;
    await editor.getByLabel('Temps, ligne 4', { exact: true }).fill('6h42');
    await editor.getByRole('button', { name: 'Enregistrer le classement' }).click();
    await expect(editor.getByTestId('ranking-row-error')).toHaveText('Ligne 4 : Temps invalide (ex. 6:42.3)');
    await expect(editor.getByLabel('Temps, ligne 4', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByTestId('ranking-alert')).toContainText('corrigez les lignes signalées');
    expect(setRanking).toHaveLength(saves);
    expect(await apiList<Result>(page, token, `/admin/results?eventId=${race.id}`)).toEqual(after);

    // Leaving the race with unsaved changes asks first; refusing keeps the edits.
    await page.getByLabel('Rechercher une épreuve').fill('');
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      answer(d, false);
    });
    await page.getByLabel(/^Épreuve/).selectOption(other.id);
    expect(asked).toContain('modifications non enregistrées');
    await expect(page.getByLabel(/^Épreuve/)).toHaveValue(race.id);
    await expect(editor.getByLabel('Temps, ligne 4', { exact: true })).toHaveValue('6h42');
    acceptDialogs(page);
    await page.getByLabel(/^Épreuve/).selectOption(other.id);
    await expect(editor.getByTestId('ranking-row')).toHaveCount(25);
  } finally {
    // Leave the race as seeded: the other real-size tests read its results.
    const rows = before.map(({ status, rank, athlete, category, club, time, participantId }) => ({ status, rank, athlete, category, club, time, participantId }));
    const restored = await page.request.put(`/api/admin/events/${race.id}/results`, { headers: auth(token), data: { rows } });
    expect(restored.ok()).toBe(true);
  }
});
