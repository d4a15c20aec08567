import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

const publicUrl = 'https://aviron.example';
const domain = 'aviron-indoor-2026.fr';

/** The unfolded content lines of a calendar file, and its events as property maps. */
function read(ics: string) {
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return { lines, events, uids: events.map((e) => e.get('UID')).sort() };
}

describe('REST /api/calendar.ics and /api/calendar/events/{id}.ics', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer({ publicUrl });
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });
  const programme = async (query = '') => (await get(`/api/events${query}`)).json() as { id: string }[];
  const uidsOf = (events: { id: string }[]) => events.map((e) => `${e.id}@${domain}`).sort();

  it('serves the whole programme as a calendar to subscribe to', async () => {
    const res = await get('/api/calendar.ics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('inline; filename="programme.ics"');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const { lines, events, uids } = read(res.body);
    expect(lines).toContain("X-WR-CALNAME:Championnats de France d'Aviron Indoor 2026 — Programme");
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(uids).toEqual(uidsOf(await programme()));
    for (const event of events) expect(event.get('URL')).toMatch(new RegExp(`^${publicUrl}/resultats/`));
  });

  it('filters by championship, by day, or both, like the programme page', async () => {
    expect(read((await get('/api/calendar.ics?championshipId=elite')).body).uids).toEqual(
      uidsOf(await programme('?championshipId=elite')),
    );
    const day = await get('/api/calendar.ics?day=2026-01-29');
    expect(day.headers['content-disposition']).toBe('inline; filename="programme-2026-01-29.ics"');
    expect(read(day.body).uids).toEqual(uidsOf(await programme('?date=2026-01-29')));
    const both = await get('/api/calendar.ics?championshipId=indoor&day=2026-01-31');
    expect(both.headers['content-disposition']).toBe('inline; filename="programme-indoor-2026-01-31.ics"');
    expect(read(both.body).uids).toEqual(uidsOf(await programme('?championshipId=indoor&date=2026-01-31')));
  });

  it("exports a visitor's starred races, leaving out those no longer in the programme", async () => {
    const res = await get('/api/calendar.ics?events=youth-1,elite-1,supprimee&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="mes-epreuves.ics"');
    const { lines, uids } = read(res.body);
    expect(uids).toEqual([`elite-1@${domain}`, `youth-1@${domain}`]);
    expect(lines).toContain("X-WR-CALNAME:Championnats de France d'Aviron Indoor 2026 — My races");
    expect(read((await get('/api/calendar.ics?events=youth-1,elite-1&championshipId=elite')).body).uids).toEqual([
      `elite-1@${domain}`,
    ]);
    const ids = Array.from({ length: 201 }, (_, i) => `x-${i}`);
    expect((await get(`/api/calendar.ics?events=${ids.slice(1).join(',')}`)).statusCode).toBe(200);
    expectError(await get(`/api/calendar.ics?events=${ids.join(',')}`), 400, /Liste d'épreuves invalide/);
    expectError(await get('/api/calendar.ics?events='), 400, /Liste d'épreuves invalide/);
    expectError(await get('/api/calendar.ics?events=elite-1&events=elite-2'), 400, /Liste d'épreuves invalide/);
    expectError(await get('/api/calendar.ics?events=elite-1;DROP'), 400, /Liste d'épreuves invalide/);
  });

  it('gives one race as a file to download, in Paris time at the venue', async () => {
    const res = await get('/api/calendar/events/elite-1.ics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="epreuve-elite-1.ics"');
    const { events } = read(res.body);
    expect(events).toHaveLength(1);
    const event = events[0] as Map<string, string>;
    expect(event.get('UID')).toBe(`elite-1@${domain}`);
    expect(event.get('DTSTART;TZID=Europe/Paris')).toBe('20260130T090000');
    expect(event.get('DTEND;TZID=Europe/Paris')).toBe('20260130T093000');
    expect(event.get('SUMMARY')).toBe('2000 m Masters A Femmes — Championnat de France Élite');
    expect(event.get('LOCATION')).toBe('Stade Pierre de Coubertin\\, 82 avenue Georges Lafont\\, 75016 Paris');
    expect(event.get('URL')).toBe(`${publicUrl}/resultats/elite-1`);
    const english = read((await get('/api/calendar/events/elite-1.ics?lang=en')).body).events[0];
    expect(english?.get('SUMMARY')).toBe('2000 m Masters A women — French Elite Championship');
  });

  it('answers 304 to an unchanged programme, and the new programme right after an admin edit, same UID', async () => {
    const first = await get('/api/calendar.ics');
    const etag = first.headers.etag as string;
    const again = await get('/api/calendar.ics', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/calendar/events/elite-2.ics', { 'if-none-match': etag })).statusCode).toBe(304);

    const put = await restCall(app)('PUT', '/api/admin/events/elite-2', { time: '11:05' }, token);
    expect(put.statusCode, put.body).toBe(200);
    const after = await get('/api/calendar.ics', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(read(after.body).uids).toEqual(read(first.body).uids);
    const single = read((await get('/api/calendar/events/elite-2.ics', { 'if-none-match': etag })).body).events[0];
    expect(single?.get('UID')).toBe(`elite-2@${domain}`);
    expect(single?.get('DTSTART;TZID=Europe/Paris')).toBe('20260130T110500');
  });

  it('refuses bad parameters with a French 400 and unknown races or championships with a 404, changing nothing', async () => {
    const before = await snapshotDb(app);
    expectError(await get('/api/calendar.ics?day=2026-13-01'), 400, /Date invalide/);
    expectError(await get('/api/calendar.ics?day=29-01-2026'), 400, /Date invalide/);
    expectError(await get('/api/calendar.ics?lang=de'), 400, /Langue invalide/);
    expectError(await get('/api/calendar.ics?championshipId=elite&championshipId=youth'), 400, /Championnat invalide/);
    expectError(await get('/api/calendar/events/elite-1.ics?lang=xx'), 400, /Langue invalide/);
    expectError(await get('/api/calendar.ics?championshipId=inconnu'), 404, 'Championnat introuvable');
    expectError(await get('/api/calendar/events/inconnue.ics'), 404, 'Épreuve introuvable');
    expectError(await get('/api/calendar/events/elite-1.txt'), 404);
    expectError(await get('/api/calendar/events/.ics'), 404);
    expect(await snapshotDb(app)).toBe(before);
  });

  it('leaves out a race the administrator hid, at once', async () => {
    expect((await restCall(app)('PUT', '/api/admin/events/para-2', { active: false }, token)).statusCode).toBe(200);
    expectError(await get('/api/calendar/events/para-2.ics'), 404, 'Épreuve introuvable');
    expect(read((await get('/api/calendar.ics?championshipId=para')).body).uids).not.toContain(`para-2@${domain}`);
  });

  it('is documented in the OpenAPI document as text/calendar', async () => {
    const doc = (await get('/api/openapi.json')).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
    };
    for (const path of ['/calendar.ics', '/calendar/events/{id}.ics']) {
      expect(Object.keys(doc.paths[path]?.get?.responses['200']?.content ?? {}), path).toEqual(['text/calendar']);
    }
    const feed = doc.paths['/calendar.ics']?.get as unknown as { parameters: { name: string; description: string }[] };
    expect(feed.parameters.find((p) => p.name === 'events')?.description).toMatch(/200 au plus.*ignoré/);
  });
});
