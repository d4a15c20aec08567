import type { Participant, PublicParticipant, Result, Rule, Volunteer } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOk, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 28, item 4: every `?search=` answers with the contract's one normalisation (list-helpers.ts):
// apostrophes, hyphens and spaces alike, several words in any order across the fields, no accents.
describe('REST searches', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
    const entrant = { email: 'agathe.adam@exemple.fr', category: 'SF', championshipId: 'elite' };
    ids.agathe = await createOk(
      app,
      '/api/admin/participants',
      { ...entrant, firstName: 'Agathe', lastName: 'Adam', club: 'Cercle de l’Aviron de Metz' },
      token,
    );
    ids.etienne = await createOk(
      app,
      '/api/admin/participants',
      { ...entrant, email: 'zoe@exemple.fr', firstName: 'Zoé', lastName: 'Quérard', club: 'Aviron Saint-Étienne' },
      token,
    );
    const events = (await call('GET', '/api/events')).json() as { id: string }[];
    const eventId = (events[0] as { id: string }).id;
    ids.result = await createOk(
      app,
      '/api/admin/results',
      { eventId, rank: 1, athlete: 'Agathe Adam', category: 'SF', club: 'Cercle de l’Aviron de Metz', time: '7:01.2' },
      token,
    );
    ids.rule = await createOk(
      app,
      '/api/admin/rules',
      { section: 'technical', title: 'Article 9 — Réglage', content: '<p>Le réglage de l’ergomètre est libre.</p>' },
      token,
    );
    ids.volunteer = await createOk(app, '/api/volunteers', {
      firstName: 'Anne-Sophie',
      lastName: 'D’Arcy',
      email: 'asd@exemple.fr',
      role: 'accueil',
      motivation: 'Oui',
    });
  });
  afterAll(async () => app.dispose());

  const get = async <T>(url: string, auth?: string): Promise<T> => {
    const res = await call('GET', url, undefined, auth);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const q = encodeURIComponent;

  it('finds the hyphenated club from « saint etienne » and the curly-apostrophe club from a straight apostrophe', async () => {
    expect((await get<PublicParticipant[]>(`/api/participants?search=${q('saint etienne')}`)).map((p) => p.id)).toEqual(
      [ids.etienne],
    );
    expect(
      (await get<PublicParticipant[]>(`/api/participants?search=${q("cercle de l'aviron de metz")}`)).map((p) => p.id),
    ).toEqual([ids.agathe]);
    const page = await get<{ items: PublicParticipant[]; total: number }>(
      `/api/participants/page?search=${q('SAINT-ETIENNE')}`,
    );
    expect(page.items.map((p) => p.id)).toEqual([ids.etienne]);
  });

  it('matches several words in any order across first name, last name and club', async () => {
    for (const search of ['agathe adam', 'adam agathe', 'adam metz']) {
      expect(
        (await get<PublicParticipant[]>(`/api/participants?search=${q(search)}`)).map((p) => p.id),
        search,
      ).toEqual([ids.agathe]);
    }
    expect(await get<PublicParticipant[]>(`/api/participants?search=${q('agathe saint')}`)).toEqual([]);
    expect(
      (await get<Participant[]>(`/api/admin/participants?search=${q('Adam  Agathe')}`, token)).map((p) => p.id),
    ).toEqual([ids.agathe]);
  });

  it('searches results the same way', async () => {
    const found = await get<Result[]>(`/api/results?search=${q("adam cercle de l'aviron")}`);
    expect(found.map((r) => r.id)).toEqual([ids.result]);
  });

  it('ignores accents in the rules search: « ergometre » finds « ergomètre »', async () => {
    const found = await get<Rule[]>(`/api/rules?search=${q('reglage ergometre')}`);
    expect(found.map((r) => r.id)).toContain(ids.rule);
    expect(found.every((r) => /ergomètre/i.test(r.content) || /ergomètre/i.test(r.title))).toBe(true);
  });

  it('searches the admin lists the same way', async () => {
    const found = await get<Volunteer[]>(`/api/admin/volunteers?search=${q("anne sophie d'arcy")}`, token);
    expect(found.map((v) => v.id)).toEqual([ids.volunteer]);
  });
});
