import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const origin = 'https://aviron.example';
const domain = 'aviron-indoor-2026.fr';

/** The file as a calendar application reads it, with the zone the file itself defines. */
function parse(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  const events = root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { root, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}
const utc = (event: ICAL.Event | undefined) => event?.startDate.toJSDate().toISOString();

describe('the programme as iCalendar', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ demo: true });
  });
  afterAll(async () => api.dispose());

  const feed = async (filter: { championshipId?: string; day?: string; events?: string; lang?: 'fr' | 'en' } = {}) =>
    (await api.publicCaller.calendar.feed({ origin, ...filter })).ics;

  it('holds the races the programme shows: all of them, one championship, one day, or both', async () => {
    const all = await api.publicCaller.events.list();
    expect(all.length).toBeGreaterThan(30);
    const uids = (list: { id: string }[]) => list.map((e) => `${e.id}@${domain}`).sort();

    expect(
      parse(await feed())
        .events.map((e) => e.uid)
        .sort(),
    ).toEqual(uids(all));
    const elite = all.filter((e) => e.championshipId === 'elite');
    expect(
      parse(await feed({ championshipId: 'elite' }))
        .events.map((e) => e.uid)
        .sort(),
    ).toEqual(uids(elite));
    const firstDay = all.filter((e) => e.date === '2026-01-29');
    expect(
      parse(await feed({ day: '2026-01-29' }))
        .events.map((e) => e.uid)
        .sort(),
    ).toEqual(uids(firstDay));
    const both = all.filter((e) => e.championshipId === 'indoor' && e.date === '2026-01-31');
    expect(both.length).toBeGreaterThan(0);
    expect(parse(await feed({ championshipId: 'indoor', day: '2026-01-31' })).events).toHaveLength(both.length);
    expect(parse(await feed({ day: '2026-02-15' })).events).toHaveLength(0);
  });

  it("holds a visitor's starred races ('Mes épreuves'), ignoring ids no longer in the programme", async () => {
    const mine = parse(await feed({ events: 'indoor-4,elite-1,inconnue,elite-1' }));
    expect(mine.events.map((e) => e.uid).sort()).toEqual([`elite-1@${domain}`, `indoor-4@${domain}`]);
    expect(mine.root.getFirstPropertyValue('x-wr-calname')).toBe(
      "Championnats de France d'Aviron Indoor 2026 — Mes épreuves",
    );
    expect(utc(mine.byUid.get(`indoor-4@${domain}`))).toBe('2026-01-29T15:30:00.000Z');
    // The same UIDs as in the whole programme: importing both never doubles a race.
    const whole = parse(await feed()).byUid;
    for (const event of mine.events) expect(whole.has(event.uid)).toBe(true);
    expect(parse(await feed({ events: 'elite-1,indoor-4', day: '2026-01-30' })).events.map((e) => e.uid)).toEqual([
      `elite-1@${domain}`,
    ]);
    expect(parse(await feed({ events: 'elite-1', lang: 'en' })).root.getFirstPropertyValue('x-wr-calname')).toBe(
      "Championnats de France d'Aviron Indoor 2026 — My races",
    );
    expect((await api.publicCaller.calendar.feed({ origin, events: 'elite-1' })).fileName).toBe('mes-epreuves.ics');

    const tooMany = Array.from({ length: 201 }, (_, i) => `race-${i}`).join(',');
    expect(parse(await feed({ events: tooMany.split(',').slice(0, 200).join(',') })).events).toHaveLength(0);
    for (const events of [tooMany, '', 'elite-1,,elite-2', 'elite 1', 'a'.repeat(65)]) {
      await expect(feed({ events }), events.slice(0, 20)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining("Liste d'épreuves invalide"),
      });
    }
  });

  it('is a subscribable feed: named, refreshed hourly, in Paris time', async () => {
    const { root } = parse(await feed({ championshipId: 'elite' }));
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe(
      "Championnats de France d'Aviron Indoor 2026 — Championnat de France Élite",
    );
    expect(String(root.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(root.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Paris');
    const day = parse(await feed({ day: '2026-01-30' })).root;
    expect(day.getFirstPropertyValue('x-wr-calname')).toBe(
      "Championnats de France d'Aviron Indoor 2026 — vendredi 30 janvier 2026",
    );
  });

  it('places each race at its Paris time: UTC+1 on the three January days', async () => {
    const { events, byUid } = parse(await feed());
    expect(utc(byUid.get(`school-1@${domain}`))).toBe('2026-01-29T08:00:00.000Z');
    expect(utc(byUid.get(`elite-1@${domain}`))).toBe('2026-01-30T08:00:00.000Z');
    expect(utc(byUid.get(`indoor-4@${domain}`))).toBe('2026-01-29T15:30:00.000Z');
    expect(utc(byUid.get(`youth-1@${domain}`))).toBe('2026-01-31T08:00:00.000Z');
    const programme = await api.publicCaller.events.list();
    for (const race of programme) {
      const event = byUid.get(`${race.id}@${domain}`) as ICAL.Event;
      expect(event.startDate.zone?.tzid).toBe('Europe/Paris');
      expect(event.startDate.toString()).toBe(`${race.date}T${race.time}:00`);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    }
    expect(events).toHaveLength(programme.length);
  });

  it('says what, where and which page: race and championship, the venue of the settings, the race page', async () => {
    const event = parse(await feed()).byUid.get(`elite-5@${domain}`) as ICAL.Event;
    expect(event.summary).toBe('2000 m Seniors Femmes — Championnat de France Élite');
    expect(event.location).toBe('Stade Pierre de Coubertin, 82 avenue Georges Lafont, 75016 Paris');
    expect(event.component.getFirstPropertyValue('url')).toBe(`${origin}/resultats/elite-5`);
    expect(event.description).toContain('Catégorie : SF');
    expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();

    await api.adminCaller.settings.update({
      venue: { name: 'Halle Carpentier', address: '81 boulevard Masséna', city: '75013 Paris' },
    });
    const moved = parse(await feed()).byUid.get(`elite-5@${domain}`);
    expect(moved?.location).toBe('Halle Carpentier, 81 boulevard Masséna, 75013 Paris');

    const english = parse(await feed({ lang: 'en' })).byUid.get(`elite-5@${domain}`);
    expect(english?.summary).toBe('2000 m Senior women — French Elite Championship');
  });

  it('keeps every UID across generations and after an admin edit, which the next download shows', async () => {
    const before = parse(await feed());
    const again = parse(await feed());
    expect(again.events.map((e) => e.uid)).toEqual(before.events.map((e) => e.uid));

    await api.adminCaller.events.update({ id: 'elite-2', time: '11:05', name: '2000 m Masters A Hommes (décalé)' });
    const after = parse(await feed());
    expect(after.events.map((e) => e.uid).sort()).toEqual(before.events.map((e) => e.uid).sort());
    const edited = after.byUid.get(`elite-2@${domain}`);
    expect(edited?.summary).toBe('2000 m Masters A Hommes (décalé) — Championnat de France Élite');
    expect(utc(edited)).toBe('2026-01-30T10:05:00.000Z');

    const single = parse((await api.publicCaller.calendar.event({ id: 'elite-2', origin })).ics);
    expect(single.events.map((e) => e.uid)).toEqual([`elite-2@${domain}`]);
    expect(single.root.getFirstPropertyValue('x-wr-calname')).toBeNull();
  });

  it('gives one race as a file of its own, named after it', async () => {
    const file = await api.publicCaller.calendar.event({ id: 'para-3', origin });
    expect(file.fileName).toBe('epreuve-para-3.ics');
    const { events } = parse(file.ics);
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe('2000 m PR3 Mixte — Championnat de France Para-aviron');
  });

  it('answers not found for an unknown, hidden or inactive race and an unknown championship', async () => {
    await expect(api.publicCaller.calendar.event({ id: 'nope', origin })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Épreuve introuvable',
    });
    await api.adminCaller.events.update({ id: 'youth-1', active: false });
    await expect(api.publicCaller.calendar.event({ id: 'youth-1', origin })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(parse(await feed()).byUid.has(`youth-1@${domain}`)).toBe(false);
    await expect(feed({ championshipId: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Championnat introuvable',
    });
    await expect(feed({ day: '2026-02-30' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
