import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { publishedHeat } from '@app/db/testing';

const origin = 'https://aviron.example';
const description = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component).description;

// Issue 29: a race's calendar file, and a starred races' feed, carry its published start list with the lanes.
describe('start lists in the calendar files', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    await publishedHeat(api.db);
    api.deps.publicCache.clear();
  });
  afterEach(async () => api.dispose());

  it('writes every lane of a published start list into the race description, in French and English', async () => {
    const fr = description((await api.publicCaller.calendar.event({ id: 'sf-heat-1', origin })).ics);
    expect(fr).toContain('Liste de départ (Série) :\nCouloir 2 : Léa Durand (SN Lyon)\nCouloir 4 : Jeanne Martin (AC Paris)\nCouloir 5 : Zoé Petit');
    expect(fr).toContain('— forfait');
    const en = description((await api.publicCaller.calendar.feed({ origin, events: 'sf-heat-1', lang: 'en' })).ics);
    expect(en).toContain('Start list (Heat):\nLane 2: Léa Durand (SN Lyon)\nLane 4: Jeanne Martin (AC Paris)');
  });

  it('says nothing of a start list not published yet', async () => {
    await api.db.updateTable('events').set({ startList: 'locked' }).where('id', '=', 'sf-heat-1').execute();
    await api.deps.publicCache.clear();
    const text = description((await api.publicCaller.calendar.event({ id: 'sf-heat-1', origin })).ics);
    expect(text).not.toContain('Couloir');
    expect(text).toContain('Catégorie : SF');
  });
});
