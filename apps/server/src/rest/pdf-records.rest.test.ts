import { pdfText } from '@app/api/testing/pdf-text';
import type { RacePage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, getJson, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 33: the PDF records by their public addresses, and an official result's correction seen as a
// dated erratum on the race page and in the regenerated PDF.
describe('REST PDF records and errata', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
    const event = {
      id: 'sf-a',
      name: '2000 m Seniors Femmes — Finale A',
      nameEn: '2000 m Senior Women — A Final',
      date: '2026-01-30',
      time: '15:00',
      category: 'SF',
      championshipId: 'elite',
    };
    expect((await call('POST', '/api/admin/events', event, token)).statusCode).toBe(201);
  });
  afterAll(async () => app.dispose());

  const ranking = (time: string) => ({
    resultsState: 'official',
    rows: [
      { status: 'finished', rank: 1, athlete: 'Léa Une', category: 'SF', club: 'Lyon', time: '6:20.1' },
      { status: 'finished', rank: 2, athlete: 'Marie Deux', category: 'SF', club: 'Brest', time },
    ],
  });
  const pdf = async (url: string) => {
    const res = await call('GET', url);
    expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return { text: await pdfText(res.rawPayload), etag: String(res.headers.etag) };
  };

  it('shows a correction of an official result on the race page and in the new PDF', async () => {
    expect((await call('PUT', '/api/admin/events/sf-a/results', ranking('6:27.4'), token)).statusCode).toBe(200);
    const first = await pdf('/api/pdf/races/sf-a/results.pdf');
    expect(first.text).toMatch(/Résultats officiels depuis le \d{1,2} \p{L}+ 2026 à \d\d:\d\d/u);
    expect(first.text).toContain('6:27.4');
    expect(first.text).not.toContain('Provisoire');
    // Unchanged data: the same tag, a 304.
    const again = await app.server.inject({
      method: 'GET',
      url: '/api/pdf/races/sf-a/results.pdf',
      headers: { 'if-none-match': first.etag },
    });
    expect(again.statusCode).toBe(304);

    expect((await call('PUT', '/api/admin/events/sf-a/results', ranking('6:27.9'), token)).statusCode).toBe(200);
    const page = await getJson<RacePage>(call, '/api/results/races/sf-a');
    expect(page.errata).toMatchObject([{ athlete: 'Marie Deux', before: '6:27.4', after: '6:27.9' }]);
    const second = await pdf('/api/pdf/races/sf-a/results.pdf');
    expect(second.etag).not.toBe(first.etag);
    expect(second.text).toContain('Errata');
    expect(second.text).toMatch(/corrigé le \d{1,2} \p{L}+ à \d\d:\d\d : Marie Deux, 6:27\.4 → 6:27\.9/u);
    const english = await pdf('/api/pdf/races/sf-a/results.pdf?lang=en');
    expect(english.text).toMatch(/corrected on \d{1,2} \p{L}+ at \d\d:\d\d: Marie Deux, 6:27\.4 → 6:27\.9/u);
  });

  it('serves every record, and refuses a bad language or an unknown race', async () => {
    for (const url of [
      '/api/pdf/races/sf-a/start-list.pdf',
      '/api/pdf/championships/elite/results.pdf',
      '/api/pdf/days/2026-01-30/start-lists.pdf',
      '/api/pdf/medals.pdf?championshipId=elite',
      '/api/pdf/clubs.pdf?lang=en',
    ])
      expect((await pdf(url)).text).toMatch(/FÉDÉRATION FRANÇAISE D'AVIRON|FRENCH ROWING FEDERATION/);
    expectError(await call('GET', '/api/pdf/medals.pdf?lang=de'), 400, /Langue invalide/);
    expectError(await call('GET', '/api/pdf/races/nope/results.pdf'), 404);
    expectError(await call('GET', '/api/pdf/days/2026-13-45/start-lists.pdf'), 400);
  });
});
