import { describe, expect, it } from 'vitest';
import { writeRac, writeRacBytes } from './rac-writer';
import { RAC_NAME_MAX, type RaceDefinition, raceFileName, shortRaceName } from './race-definition';
import { encodeWindows1252, windows1252Safe } from './windows-1252';

const race: RaceDefinition = {
  name: '500 m J16 Garçons — Demi-finale',
  eventName: 'Jeunes',
  distance: 500,
  lanes: 3,
  raceType: 'individual',
  boats: [{ lane: 2, entryId: 'e-1', crewName: null, rowers: [{ firstName: 'Éloïse', lastName: 'Dupont, dite Lou', bib: '91' }], className: 'J16 Garçons', affiliation: 'AC Paris' }],
};

describe('Venue Racing race definition (.rac)', () => {
  it('writes the header, 5 lines per lane (empty lanes too) and the closing 0, with CRLF', () => {
    const text = writeRac(race);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.slice(0, 11)).toEqual(['RACE', '108', '0', '500m J16 G DF', '500', '0', '0', '0', '500', '0', '3']);
    // Lane 1 empty (a name of one space), lane 2 the entrant (the comma would shift Venue Racing's results columns), lane 3 empty.
    expect(lines.slice(11, 26)).toEqual([' ', '', '', '', '', 'Éloïse Dupont dite Lou', '91', 'J16 Garçons', 'FRA', '', ' ', '', '', '', '']);
    expect(lines[26]).toBe('0');
    expect(lines).toHaveLength(27);
  });

  it('keeps race names within 16 characters, and every name within Windows-1252', () => {
    for (const name of ['2000 m Seniors Hommes — Série 1', 'Relais 4 × 500 m Relais mixte — Finale A', '1500 m J16 Filles — Finale A', '500 m']) {
      expect(shortRaceName(name).length).toBeLessThanOrEqual(RAC_NAME_MAX);
    }
    expect(shortRaceName('500 m')).toBe('500 m');
    expect(windows1252Safe('Łukasz Čech – Œuvre ×2 “ok” 日本')).toBe('Lukasz Cech – Œuvre ×2 “ok” ??');
    const bytes = writeRacBytes({ ...race, boats: [{ ...race.boats[0]!, rowers: [{ firstName: 'Zoé', lastName: 'Čech', bib: null }] }] });
    expect(Buffer.from(bytes).toString('latin1')).toContain('Zo\u00e9 Cech\r\n');
    expect([...encodeWindows1252('€’')]).toEqual([0x80, 0x92]);
  });

  it('names files from the race with safe characters only', () => {
    expect(raceFileName('2000 m Seniors Hommes — Série 1', 'rac2')).toBe('2000 m Seniors Hommes - Serie 1.rac2');
    expect(raceFileName('Relais 4 × 500 m: A/B', 'rac')).toBe('Relais 4 x 500 m - A - B.rac');
    expect(raceFileName('///', 'rac')).toBe('epreuve.rac');
  });
});
