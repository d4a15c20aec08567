import { describe, expect, it } from 'vitest';
import { bytesOf } from '../test-files/fixtures';
import { ergRaceResultsFor } from '../test-files/ergrace-fill';
import { writeRac2 } from './rac2-writer';
import type { RaceDefinition } from './race-definition';
import { parseResultsFile } from './results-file';

const race: RaceDefinition = {
  name: '2000 m Seniors Hommes — Série 1',
  eventName: 'Championnat de France Elite',
  distance: 2000,
  lanes: 6,
  raceType: 'individual',
  boats: [
    { lane: 3, entryId: '0d9c0a52-6f0b-4a8e-9d4c-2f1a3b4c5d6e', crewName: null, rowers: [{ firstName: 'Jean-Noël', lastName: 'Le Gall', bib: '12' }], className: 'Seniors Hommes', affiliation: 'Aviron Brestois' },
    { lane: 4, entryId: '7e2b9c41-1d3a-4f5b-8c6d-9e0f1a2b3c4d', crewName: null, rowers: [{ firstName: 'Théo', lastName: 'Moreau', bib: '7' }], className: 'Seniors Hommes', affiliation: 'Cercle Nautique de Vichy' },
    { lane: 5, entryId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', crewName: null, rowers: [{ firstName: 'Anaël', lastName: 'Faure', bib: null }], className: 'Seniors Hommes', affiliation: 'SN Lyon' },
  ],
};

describe('ErgRace race definition (.rac2)', () => {
  it('writes every lane, the entry id as the boat id, the empty lanes as ErgRace leaves them', () => {
    const written = JSON.parse(writeRac2(race)).race_definition;
    expect(written).toMatchObject({ name_long: race.name, name_short: '2000m SH S1', duration: 2000, duration_type: 'meters', race_type: 'individual', event_name: race.eventName });
    expect(written.boats.map((b: { lane_number: number }) => b.lane_number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(written.boats[3]).toEqual({
      lane_number: 4,
      id: '7e2b9c41-1d3a-4f5b-8c6d-9e0f1a2b3c4d',
      name: 'Théo Moreau',
      class_name: 'Seniors Hommes',
      affiliation: 'Cercle Nautique de Vichy',
      participants: [{ name: 'Théo Moreau' }],
    });
    expect(written.boats[0]).toEqual({ lane_number: 1, id: 'Lane 1', name: 'EMPTY', class_name: 'EMPTY', affiliation: '', participants: [] });
  });

  it('writes a relay crew under its crew name, its members as participants', () => {
    const relay: RaceDefinition = {
      ...race,
      name: 'Relais 4 × 500 m Relais mixte — Finale A',
      raceType: 'relay',
      boats: [{ lane: 1, entryId: 'crew-1', crewName: 'AC Paris 1', rowers: ['Ana', 'Bo', 'Cy', 'Di'].map((f) => ({ firstName: f, lastName: 'X', bib: null })), className: 'Relais mixte', affiliation: 'AC Paris' }],
    };
    const written = JSON.parse(writeRac2(relay)).race_definition;
    expect(written).toMatchObject({ race_type: 'relay', team_size: 4, name_short: 'R4 × 500m RM FA' });
    expect(written.boats[0]).toMatchObject({ id: 'crew-1', name: 'AC Paris 1', participants: [{ name: 'Ana X' }, { name: 'Bo X' }, { name: 'Cy X' }, { name: 'Di X' }] });
  });

  it('comes back from ErgRace with every row carrying its entry id, the empty lanes skipped', async () => {
    const results = ergRaceResultsFor(writeRac2(race), { 3: '6:24.1', 4: '6:05.3', 5: null });
    const parsed = await parseResultsFile(bytesOf(results), 'results.json');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((r) => [r.rank, r.athlete, r.time, r.status, r.lane, r.externalId])).toEqual([
      [1, 'Théo Moreau', '6:05.3', 'finished', 4, race.boats[1]?.entryId],
      [2, 'Jean-Noël Le Gall', '6:24.1', 'finished', 3, race.boats[0]?.entryId],
      [null, 'Anaël Faure', null, 'dnf', 5, race.boats[2]?.entryId],
    ]);
    expect(parsed.warnings.map((w) => w.message)).toEqual(expect.arrayContaining(['Couloir 1 vide ignoré', 'Couloir 2 vide ignoré', 'Couloir 6 vide ignoré']));
  });
});
