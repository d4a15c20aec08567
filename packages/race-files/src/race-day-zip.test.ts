import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { RaceDefinition } from './race-definition';
import { writeRaceDayZip } from './race-day-zip';

const definition = (name: string): RaceDefinition => ({ name, eventName: 'Open', distance: 2000, lanes: 2, raceType: 'individual', boats: [] });

describe('a day’s race definitions as one ZIP', () => {
  it('holds the .rac2 and .rac of every race, in programme order, names never overwritten', () => {
    const zip = writeRaceDayZip([
      { time: '14:00', definition: definition('2000 m Open Hommes — Finale A') },
      { time: '08:30', definition: definition('2000 m Open Hommes — Série 1') },
      { time: '08:30', definition: definition('2000 m Open Hommes — Série 1') },
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual([
      '0830 2000 m Open Hommes - Serie 1.rac2',
      '0830 2000 m Open Hommes - Serie 1.rac',
      '0830 2000 m Open Hommes - Serie 1 (2).rac2',
      '0830 2000 m Open Hommes - Serie 1 (2).rac',
      '1400 2000 m Open Hommes - Finale A.rac2',
      '1400 2000 m Open Hommes - Finale A.rac',
    ]);
    const rac2 = JSON.parse(new TextDecoder().decode(files['1400 2000 m Open Hommes - Finale A.rac2']));
    expect(rac2.race_definition.name_long).toBe('2000 m Open Hommes — Finale A');
    expect(new TextDecoder('latin1').decode(files['1400 2000 m Open Hommes - Finale A.rac']).startsWith('RACE\r\n108\r\n')).toBe(true);
  });
});
