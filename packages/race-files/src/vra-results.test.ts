import { describe, expect, it } from 'vitest';
import { bytesOf, readFixture } from '../test-files/fixtures';
import { parseResultsFile } from './results-file';
import { RaceFileError } from './types';

const HEADER = 'Place,Time Rowed,Meters Rowed,Boat/Team Name,Avg. Pace,ID,Bib Number,Class';
const vra = (rows: string[], eol = '\r\n') => ['Race Results', '103', '', HEADER, ...rows, ''].join(eol);

describe('Venue Racing results (Results.txt)', () => {
  it('reads the sample file (CRLF, paces with leading spaces, lanes from the detailed table)', async () => {
    const parsed = await parseResultsFile(readFixture('vra-Results.txt'), 'Finale 2000m Results.txt');
    expect(parsed.format).toBe('vra');
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows.map((r) => [r.line, r.rank, r.athlete, r.time, r.bib, r.lane])).toEqual([
      [5, 1, 'Mercier A.', '6:27.4', '91', 3],
      [6, 2, 'Brunet C.', '6:31.0', '87', 1],
      [7, 3, 'Poirier É.', '6:35.9', '95', 5],
      [8, 4, 'Dufresne G.', '6:44.2', '88', 2],
      [9, 5, 'Lacroix H.', '7:02.6', '93', 4],
    ]);
  });

  it('reads LF line endings, a BOM, Windows-1252 accents, ids and classes', async () => {
    const text = vra(
      [
        '1,06:27.4,2000,Lefèvre  É.,  1:36.9,INS-12,91,Seniors Femmes',
        '2,06:40.0,2000,Guérin  M.,  1:40.0,,,Seniors Femmes',
      ],
      '\n',
    );
    for (const bytes of [bytesOf(text, 'utf8-bom'), bytesOf(text, 'windows-1252')]) {
      const parsed = await parseResultsFile(bytes);
      expect(parsed.rows.map((r) => [r.line, r.athlete, r.externalId, r.bib, r.category])).toEqual([
        [5, 'Lefèvre É.', 'INS-12', '91', 'Seniors Femmes'],
        [6, 'Guérin M.', null, null, 'Seniors Femmes'],
      ]);
    }
  });

  it('reads a name typed with a comma and recases it, and a row with an extra empty field', async () => {
    const parsed = await parseResultsFile(
      bytesOf(vra(['1,06:27.4,2000,DUPONT, Jean,  1:36.9,,91,', '2,06:30.2,2000,Garnier  B.,  1:37.6,,92,,'])),
    );
    expect(parsed.rows[0]).toMatchObject({ athlete: 'Jean Dupont', time: '6:27.4', bib: '91' });
    expect(parsed.rows[1]).toMatchObject({ athlete: 'Garnier B.', time: '6:30.2', bib: '92', category: '' });
    expect(parsed.warnings).toEqual([{ line: 5, message: 'Ligne 5 : « DUPONT, Jean » lu « Jean Dupont »' }]);
  });

  it('marks a row without time DNF, lists unreadable rows as errors with their line', async () => {
    const parsed = await parseResultsFile(
      bytesOf(
        vra([
          '1,06:27.4,2000,Mercier  A.,  1:36.9,,91,',
          '2,06:2x,2000,Brunet  C.,  1:37.7,,87,',
          '3,07:01.0',
          ',,0,Poirier  É.,,,95,',
        ]),
      ),
    );
    expect(parsed.rows.map((r) => [r.athlete, r.status, r.rank, r.time])).toEqual([
      ['Mercier A.', 'finished', 1, '6:27.4'],
      ['Poirier É.', 'dnf', null, null],
    ]);
    expect(parsed.errors).toEqual([
      { line: 6, message: 'Ligne 6 : temps illisible « 06:2x »' },
      { line: 7, message: 'Ligne 7 : ligne illisible (8 champs attendus séparés par des virgules)' },
    ]);
    expect(parsed.warnings).toEqual([
      { line: 8, message: 'Ligne 8 : Poirier É. sans temps, classé DNF (à vérifier : DNS, DNF ou DSQ)' },
    ]);
  });

  it('refuses a place that is not a number and a time that is not M:SS.t; warns of a DNF that has a place', async () => {
    const parsed = await parseResultsFile(
      bytesOf(
        vra([
          '1,06:27.4,2000,Mercier  A.,  1:36.9,,91,',
          'five,06:31.0,2000,Brunet  C.,  1:37.7,,87,',
          '3,6:2,2000,Poirier  É.,  1:38.9,,95,',
          '4,DNF,0,Dufresne  G.,,,88,',
        ]),
      ),
    );
    expect(parsed.errors).toEqual([
      { line: 6, message: 'Ligne 6 : place illisible « five » (nombre entier attendu)' },
      { line: 7, message: 'Ligne 7 : temps illisible « 6:2 »' },
    ]);
    expect(parsed.rows.map((r) => [r.athlete, r.status, r.rank])).toEqual([
      ['Mercier A.', 'finished', 1],
      ['Dufresne G.', 'dnf', null],
    ]);
    expect(parsed.warnings).toEqual([
      { line: 8, message: 'Ligne 8 : Dufresne G. DNF avec la place 4 dans le fichier : publié DNF, sans place' },
    ]);
  });

  it('refuses a file that stops before the results table, naming the line', async () => {
    const error = await (async () => {
      try {
        await parseResultsFile(bytesOf('Race Results\r\n103\r\n'));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RaceFileError);
    expect((error as RaceFileError).line).toBe(2);
    expect((error as RaceFileError).message).toContain('ligne 2');
  });
});
