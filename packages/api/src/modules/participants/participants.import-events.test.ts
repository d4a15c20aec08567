import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

// Issue 29, item 1: the participants spreadsheet's `Épreuves` / `Events` column enters each row in its races.
const file = readFileSync(new URL('../../../../race-files/test-files/participants-events.csv', import.meta.url));
const b64 = (text: string | Buffer) => (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('base64');
const base = { date: '2026-01-30', time: '10:00', category: 'SH', championshipId: 'elite' };

describe('participants import: the Épreuves column', () => {
  let api: TestApi;
  const importCsv = (text: string | Buffer, dryRun = false) => api.adminCaller.participants.importFile({ contentBase64: b64(text), dryRun });
  /** Who is in which race, as `lastName → [event ids]`. */
  const entered = async () => {
    const byName: Record<string, string[]> = {};
    for (const e of await api.adminCaller.entries.list()) byName[e.lastName] = [...(byName[e.lastName] ?? []), e.eventId].sort();
    return byName;
  };

  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create({ ...base, id: 'elite-2000-sh', name: 'Finale 2000 m Seniors Hommes', nameEn: '2000 m Senior Men final' });
    await api.adminCaller.events.create({ ...base, id: 'elite-1000-sh', name: 'Finale 1000 m Seniors Hommes', nameEn: '1000 m Senior Men final' });
    for (const n of [1, 2]) {
      await api.adminCaller.events.create({ ...base, id: `elite-500-sh-s${n}`, name: `500 m Seniors Hommes – Série ${n}`, nameEn: `500 m Senior Men heat ${n}`, round: 'heat', raceGroup: 'elite-500-sh' });
    }
  });
  afterEach(async () => api.dispose());

  it('enters each row in the races its cell names: ids or French or English names, any case and accents, several per cell', async () => {
    const preview = await importCsv(file, true);
    expect(preview).toMatchObject({ created: 4, entriesCreated: 6, errors: [] });
    expect(preview.columns.map((c) => c.field)).toContain('events');
    expect(preview.rows.map((r) => r.eventIds)).toEqual([['elite-2000-sh', 'elite-500-sh-s1'], ['elite-1000-sh', 'elite-2000-sh'], ['elite-500-sh-s2', 'elite-1000-sh'], []]);
    expect(await api.adminCaller.entries.list()).toEqual([]);

    const answer = await importCsv(file);
    expect(answer).toMatchObject({ created: 4, entriesCreated: 6, errors: [] });
    expect(await entered()).toEqual({
      Martin: ['elite-2000-sh', 'elite-500-sh-s1'],
      Durand: ['elite-1000-sh', 'elite-2000-sh'],
      Éloi: ['elite-1000-sh', 'elite-500-sh-s2'],
    });
    expect((await api.adminCaller.entries.list()).every((e) => e.status === 'entered')).toBe(true);
  });

  it('re-imported, adds no entry: not the same again, nor one in another heat of a round the participant is already in', async () => {
    await importCsv(file);
    const before = await api.adminCaller.entries.list();
    // The draw moved Martin to heat 2; the file still says heat 1.
    const martin = before.find((e) => e.lastName === 'Martin' && e.eventId === 'elite-500-sh-s1');
    await api.adminCaller.entries.update({ id: martin?.id ?? '', eventId: 'elite-500-sh-s2' });
    const again = await importCsv(file);
    expect(again).toMatchObject({ created: 0, unchanged: 4, entriesCreated: 0 });
    expect(await api.adminCaller.entries.list()).toHaveLength(before.length);
  });

  it('refuses an unknown race with its line in the preview, and the real import writes nothing', async () => {
    const text = `\uFEFFNom;Prénom;E-mail;Club;Catégorie;Championnat;Épreuves\r\nMartin;Léa;lea@exemple.fr;AC Paris;SH;elite;Finale 2000 m Seniors Hommes\r\nDurand;Jo;jo@exemple.fr;SN Lyon;SH;elite;"elite-2000-sh;Marathon"\r\n`;
    const preview = await importCsv(text, true);
    expect(preview.errors).toEqual([{ line: 3, message: 'Ligne 3 : Épreuves — épreuve inconnue « Marathon »' }]);
    await expect(importCsv(text)).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('ligne 3 : Épreuves — épreuve inconnue « Marathon »') });
    expect(await api.adminCaller.participants.adminList()).toEqual([]);
    expect(await api.adminCaller.entries.list()).toEqual([]);
  });

  it('reads an English header and a comma file, and refuses two heats of one round in one cell', async () => {
    const text = 'Last name,First name,Email,Club,Category,Championship,Events\nMartin,Léa,lea@exemple.fr,AC Paris,SH,elite,elite-1000-sh|2000 m senior men final\nDurand,Jo,jo@exemple.fr,SN Lyon,SH,elite,"elite-500-sh-s1,elite-500-sh-s2"\n';
    const preview = await importCsv(text, true);
    expect(preview.rows.map((r) => r.eventIds)).toEqual([['elite-1000-sh', 'elite-2000-sh']]);
    expect(preview.errors[0]?.message).toMatch(/^Ligne 3 : Épreuves — .* sont le même tour d’une course$/);
  });
});
