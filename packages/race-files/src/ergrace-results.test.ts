import { describe, expect, it } from 'vitest';
import { bytesOf, readFixture } from '../test-files/fixtures';
import { parseResultsFile } from './results-file';
import { RaceFileError } from './types';

const race = (participants: unknown[]) =>
  bytesOf(JSON.stringify({ results: { race_id: 'r1', duration: 500, participants } }, null, 2));

describe('ErgRace results (JSON)', () => {
  it('reads the sample race: six finishers ranked, the empty lane skipped, the lane without time DNF', async () => {
    const parsed = await parseResultsFile(readFixture('ergrace-results.json'), 'ergrace-results.json');
    expect(parsed.format).toBe('ergrace');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((r) => [r.rank, r.athlete, r.time, r.status, r.lane])).toEqual([
      [1, 'Théo Moreau', '6:05.3', 'finished', 2],
      [2, 'Benoît Garnier', '6:12.8', 'finished', 1],
      [3, 'Jérôme Roussel', '6:18.0', 'finished', 5],
      [4, 'Jean-Noël Le Gall', '6:24.1', 'finished', 3],
      [5, 'Anaël Faure', '6:31.7', 'finished', 7],
      [6, 'Mathéo Lefèvre', '6:40.2', 'finished', 6],
      [null, 'Loïc Chevalier', null, 'dnf', 8],
    ]);
    const roussel = parsed.rows[2];
    expect(roussel).toMatchObject({ club: '', category: 'Seniors Hommes', externalId: null, bib: null });
    expect(roussel?.line).toBe(153);
    const messages = parsed.warnings.map((w) => w.message);
    expect(messages).toContain('Couloir 4 vide ignoré');
    expect(messages).toContain('Ligne 278 : Loïc Chevalier sans temps, classé DNF (à vérifier : DNS, DNF ou DSQ)');
    expect(messages).toContain('Ligne 11 : « GARNIER, Benoît » lu « Benoît Garnier »');
  });

  it('accepts the race object itself, reads tenths and SS.t, keeps registration ids', async () => {
    const parsed = await parseResultsFile(
      bytesOf(
        JSON.stringify({
          participants: [
            {
              id: 'INS-0042',
              participant: 'Élodie LEFÈVRE',
              class: 'Seniors Femmes',
              affiliation: 'Aviron Grenoblois',
              place: 2,
              time: '1:31.4',
            },
            { id: 'Lane 2', participant: 'BÉRARD, Chloé', class: 'Seniors Femmes', place: 1, time: '0:24.1' },
            { id: 'Lane 3', participant: 'GUÉRIN, Maëlle', class: 'Seniors Femmes', place: 3, time: '59.9' },
          ],
        }),
      ),
    );
    expect(parsed.rows.map((r) => [r.rank, r.athlete, r.time, r.externalId, r.line])).toEqual([
      [1, 'Chloé Bérard', '0:24.1', null, null],
      [2, 'Élodie Lefèvre', '1:31.4', 'INS-0042', null],
      [3, 'Maëlle Guérin', '0:59.9', null, null],
    ]);
  });

  it('skips every kind of empty lane with one warning each', async () => {
    const parsed = await parseResultsFile(
      race([
        { id: 'Lane 1', participant: 'EMPTY', class: 'EMPTY', place: 0, time: '' },
        { id: 'Lane 2', participant: '', class: 'EMPTY', time: '' },
        { id: 'Lane 3', participant: 'Lane 3', class: '', time: '', distance: 0 },
        { id: 'Lane 4', participant: 'MOREAU, Théo', class: 'Open Hommes', place: 1, time: '1:29.9', distance: 500 },
      ]),
    );
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.warnings.slice(0, 3).map((w) => w.message)).toEqual([
      'Couloir 1 vide ignoré',
      'Couloir 2 vide ignoré',
      'Couloir 3 vide ignoré',
    ]);
    expect(parsed.warnings[0]?.line).toBe(6);
  });

  it('ranks finishers by time when the file gives no place', async () => {
    const parsed = await parseResultsFile(
      race([
        { id: 'Lane 1', participant: 'Théo Moreau', time: '1:35.2', place: 0 },
        { id: 'Lane 2', participant: 'Loïc Chevalier', time: '1:31.0' },
        { id: 'Lane 3', participant: 'Gaël Roussel', time: '1:33.7' },
      ]),
    );
    expect(parsed.rows.map((r) => [r.rank, r.athlete])).toEqual([
      [1, 'Loïc Chevalier'],
      [2, 'Gaël Roussel'],
      [3, 'Théo Moreau'],
    ]);
  });

  it('refuses a place that is not a number, and says when given places are replaced by places from the times', async () => {
    const parsed = await parseResultsFile(
      race([
        { id: 'Lane 1', participant: 'Théo Moreau', time: '1:35.2', place: 'five' },
        { id: 'Lane 2', participant: 'Loïc Chevalier', time: '1:31.0', place: 2 },
        { id: 'Lane 3', participant: 'Gaël Roussel', time: '1:33.7' },
      ]),
    );
    expect(parsed.errors).toEqual([{ line: 6, message: 'Ligne 6 : place illisible « five » (nombre entier attendu)' }]);
    expect(parsed.rows.map((r) => [r.rank, r.athlete])).toEqual([
      [1, 'Loïc Chevalier'],
      [2, 'Gaël Roussel'],
    ]);
    expect(parsed.warnings.map((w) => w.message)).toContain(
      '1 classé sans place dans le fichier : toutes les places sont calculées d’après les temps',
    );
  });

  it('lists an unreadable time as an error with its line and keeps the other lanes', async () => {
    const parsed = await parseResultsFile(
      race([
        { id: 'Lane 1', participant: 'Théo Moreau', time: '1:35.2', place: 1 },
        { id: 'Lane 2', participant: 'Loïc Chevalier', time: '1:3x.0', place: 2 },
      ]),
    );
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.errors).toEqual([{ line: 12, message: 'Ligne 12 : temps illisible « 1:3x.0 »' }]);
  });

  it('refuses a truncated file and names the line where it stops', async () => {
    const error = await (async () => {
      try {
        await parseResultsFile(readFixture('broken-ergrace.json'), 'broken-ergrace.json');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RaceFileError);
    expect((error as RaceFileError).message).toBe('Fichier JSON illisible (ligne 156) : fichier tronqué ?');
    expect((error as RaceFileError).line).toBe(156);
  });

  it('refuses JSON that is not an ErgRace race', async () => {
    await expect(parseResultsFile(bytesOf('{"name": "inscriptions", "rows": []}'))).rejects.toThrow(
      /^Fichier non reconnu/,
    );
  });
});
