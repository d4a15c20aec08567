import type { APIRequestContext } from '@playwright/test';
import { item, loginAs } from './admin-helpers';
import { expect, test } from './fixtures';

// The draw of a race in the back-office (issue 29, item 3): the administrator draws the heats, fixes a
// lane with the duplicate check, and publishes the start list. The race is made through the API with
// its own race group, and removed at the end (participants first: their entries go with them).

test.use({ viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** An entry through POST /api/admin/entries, as the back-office or a script makes it. */
async function enter(request: APIRequestContext, token: string, eventId: string, participantId: string) {
  const res = await request.post('/api/admin/entries', { headers: auth(token), data: { eventId, participantId } });
  expect(res.status(), await res.text()).toBe(201);
}

test('the admin draws a race into its heats, fixes a lane and publishes the start list', async ({ page }) => {
  const token = await loginAs(page);
  const group = `e2e-draw-${Date.now()}`;
  const race = (id: string, name: string, round: string, time: string, extra: object = {}) => ({
    id: `${group}-${id}`,
    name,
    nameEn: name,
    date: '2026-01-31',
    time,
    category: 'SH',
    championshipId: 'elite',
    round,
    raceGroup: group,
    lanes: 4,
    ...extra,
  });
  const events = [
    race('h1', 'Tirage E2E série 1', 'heat', '08:00'),
    race('h2', 'Tirage E2E série 2', 'heat', '08:10'),
    race('fa', 'Tirage E2E finale A', 'final_a', '18:00', { progression: { from: 'heat', places: 1, times: 2 } }),
  ];
  for (const e of events)
    expect((await page.request.post('/api/admin/events', { headers: auth(token), data: e })).ok()).toBe(true);
  const bests = ['6:20.0', '6:25.0', '6:30.0', '6:35.0', '6:40.0', '6:45.0'];
  const participants: string[] = [];
  for (const [i, personalBest] of bests.entries()) {
    const res = await page.request.post('/api/admin/participants', {
      headers: auth(token),
      data: {
        firstName: `Tireur${i + 1}`,
        lastName: 'Essai',
        email: `tireur${i}.${group}@exemple.fr`,
        club: `Club ${i + 1}`,
        category: 'SH',
        championshipId: 'elite',
        personalBest,
      },
    });
    expect(res.ok()).toBe(true);
    participants.push(((await res.json()) as { id: string }).id);
    await enter(page.request, token, `${group}-h1`, participants[i] as string);
  }

  try {
    await page.goto('/admin/program');
    await item(page, 'Tirage E2E série 1').getByRole('link', { name: 'Tirage' }).click();
    await expect(page.getByRole('heading', { name: 'Tirage et listes de départ' })).toBeVisible();
    const heats = page
      .getByTestId('draw-round')
      .filter({ has: page.getByRole('heading', { name: 'Série', exact: true }) });
    await heats.getByRole('button', { name: 'Répartir' }).click();
    await expect(page.getByTestId('draw-outcome')).toHaveText('6 inscrit(s) réparti(s) sur 2 course(s)');
    // Serpentine by personal best, from the centre of 4 lanes (2, 3, 1): 1, 4, 5 in heat 1; 2, 3, 6 in heat 2.
    const lane = (name: string) => page.getByLabel(`Couloir de ${name} Essai`);
    await expect(lane('Tireur1')).toHaveValue('2');
    await expect(lane('Tireur4')).toHaveValue('3');
    await expect(lane('Tireur2')).toHaveValue('2');
    await expect(heats.getByTestId('draw-heat').first().getByTestId('draw-entry').first()).toContainText('Club 5');

    // A lane used twice is caught before saving; a free lane is saved.
    await lane('Tireur5').fill('2');
    await expect(page.getByTestId('draw-lane-problem')).toHaveText(
      'Couloir 2 attribué deux fois dans « Tirage E2E série 1 »',
    );
    await expect(heats.getByRole('button', { name: 'Enregistrer les couloirs' })).toBeDisabled();
    await lane('Tireur5').fill('4');
    await expect(page.getByTestId('draw-lane-problem')).toBeHidden();
    await heats.getByRole('button', { name: 'Enregistrer les couloirs' }).click();
    await expect(page.getByTestId('draw-outcome')).toHaveText('Liste de départ enregistrée');
    await expect(lane('Tireur5')).toHaveValue('4');

    await heats.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByTestId('draw-outcome')).toHaveText('Liste de départ publiée');
    await expect(heats.getByTestId('draw-state')).toHaveText('Publiée');
    await expect(heats.getByRole('button', { name: 'Répartir' })).toBeDisabled();
    const stored = (await (await page.request.get('/api/admin/events', { headers: auth(token) })).json()) as {
      id: string;
      startList: string;
    }[];
    expect(stored.filter((e) => e.id.startsWith(group)).map((e) => [e.id, e.startList])).toEqual([
      [`${group}-h1`, 'published'],
      [`${group}-h2`, 'published'],
      [`${group}-fa`, 'draft'],
    ]);
  } finally {
    for (const id of participants) await page.request.delete(`/api/admin/participants/${id}`, { headers: auth(token) });
    for (const e of events) await page.request.delete(`/api/admin/events/${e.id}`, { headers: auth(token) });
  }
});

test('the event form sets the round, race group, lanes and progression of a race', async ({ page }) => {
  const token = await loginAs(page);
  const id = `e2e-round-${Date.now()}`;
  const name = 'Tour E2E finale B';
  const body = { id, name, nameEn: name, date: '2026-01-31', time: '17:00', category: 'SF', championshipId: 'elite' };
  expect((await page.request.post('/api/admin/events', { headers: auth(token), data: body })).ok()).toBe(true);
  try {
    await page.goto('/admin/program');
    await expect(item(page, name)).toContainText('Finale A');
    await item(page, name)
      .getByRole('button', { name: /^Modifier/ })
      .click();
    const form = page.getByTestId('admin-form');
    await form.getByRole('combobox', { name: /^Tour/ }).selectOption({ label: 'Finale B' });
    await form.getByRole('textbox', { name: 'Course (groupe de tours)' }).fill('e2e-2000-sf');
    await form.getByRole('spinbutton', { name: 'Couloirs (ergomètres)' }).fill('6');
    await form.getByLabel('Qualification depuis le tour').selectOption({ label: 'Série' });
    await form.getByRole('spinbutton', { name: 'Places qualificatives par course' }).fill('0');
    await form.getByRole('spinbutton', { name: 'Meilleurs temps repêchés' }).fill('6');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(item(page, name)).toContainText('Finale B');
    const stored = (await (
      await page.request.get(`/api/admin/events/${id}`, { headers: auth(token) })
    ).json()) as object;
    expect(stored).toMatchObject({
      round: 'final_b',
      raceGroup: 'e2e-2000-sf',
      lanes: 6,
      progression: { from: 'heat', places: 0, times: 6 },
    });
  } finally {
    await page.request.delete(`/api/admin/events/${id}`, { headers: auth(token) });
  }
});
