import { describe, expect, it } from 'vitest';
import { bytesOf, PNG_BYTES } from '../test-files/fixtures';
import { makeParticipantsCsv } from '../test-files/make-participants-csv';
import { parseResultsFile } from './results-file';
import { RaceFileError } from './types';

const UNKNOWN =
  'Fichier non reconnu : ni résultats ErgRace (.json), ni Venue Racing (Results.txt), ni CSV avec les colonnes place, nom et temps';

describe('parseResultsFile: telling the formats apart', () => {
  it.each([
    ['an image', PNG_BYTES, 'podium.png'],
    ['an entries spreadsheet', bytesOf(makeParticipantsCsv(5)), 'inscriptions.csv'],
    ['an empty file', new Uint8Array(), 'vide.csv'],
    ['plain text', bytesOf('Résultats de la finale\nbravo à tous\n'), 'notes.txt'],
  ])('refuses %s with the same clear message', async (_, bytes, name) => {
    await expect(parseResultsFile(bytes, name)).rejects.toThrow(new RaceFileError(UNKNOWN, null));
  });

  it('says an empty .json file is unreadable JSON', async () => {
    await expect(parseResultsFile(new Uint8Array(), 'course.json')).rejects.toThrow(/^Fichier JSON illisible/);
  });

  it('goes by the content, not the file name', async () => {
    const csv = bytesOf('Rang;Athlète;Temps\n1;Théo Moreau;1:29.9\n');
    expect((await parseResultsFile(csv, 'course.json')).format).toBe('csv');
  });
});
