import { describe, expect, it } from 'vitest';
import { bytesOf } from '../test-files/fixtures';
import { base64Source } from './byte-source';
import { decodeText } from './decode-text';
import { parseFrenchDate } from './french-date';
import { parseParticipantsCsv } from './participants-csv';
import { parseResultsFile } from './results-file';
import { TimeSlice } from './time-slice';
import { RaceFileError } from './types';

const refusal = async (run: () => Promise<unknown>): Promise<RaceFileError> => {
  try {
    await run();
  } catch (e) {
    if (e instanceof RaceFileError) return e;
    throw e;
  }
  throw new Error('not refused');
};
const entries = (text: string, maxRows = 10_000) => parseParticipantsCsv(bytesOf(text), { maxRows });
const resultRows = (count: number) =>
  Array.from({ length: count }, (_, i) => `${i + 1};Rameur ${i + 1};Club;7:${String(i % 60).padStart(2, '0')}.0`);

describe('an unclosed quote', () => {
  const header = 'Nom;Prénom;E-mail;Club;Catégorie;Championnat';
  const rows = [
    'Dupont;Jean;jean.dupont@exemple.fr;AC Paris;Seniors Hommes;Élite',
    'Bernard;Paul;paul.bernard@exemple.fr;CN Nice;Masters A;Élite',
  ];

  it('closed lines later is named by the line it opens on, quoting nothing of the lines it swallowed', async () => {
    const text = [
      header,
      rows[0],
      'Martin;Léa;lea.martin@exemple.fr;SN Lyon;Seniors Femmes;"Élite',
      rows[1],
      'Petit;Ana;ana.petit@exemple.fr;CN Nice;Masters A;"Élite"',
      '',
    ].join('\r\n');
    const error = await refusal(() => entries(text));
    expect(error.message).toBe('Fichier CSV illisible : guillemet non fermé (ligne 3)');
    expect(error.line).toBe(3);
  });

  it('still open at the end of the file is named by the line it opens on, not the last line', async () => {
    const text = [
      header,
      rows[0],
      '"Martin;Léa;lea.martin@exemple.fr;SN Lyon;Seniors Femmes;Élite',
      rows[1],
      rows[1],
      '',
    ].join('\n');
    expect((await refusal(() => entries(text))).message).toBe('Fichier CSV illisible : guillemet non fermé (ligne 3)');
  });

  it('in a results file gives the same message, and a line break inside a quoted cell without the separator stays a cell', async () => {
    const text = [
      'Place;Nom;Club;Temps',
      '1;Jean Dupont;AC;6:30.1',
      '2;Léa Martin;SN;"6:40.2',
      '3;Paul Bernard;CN;6:50.0',
      '4;Ana Petit;CN;"6:55.0"',
      '',
    ].join('\n');
    const error = await refusal(() => parseResultsFile(bytesOf(text)));
    expect(error.message).toBe('Fichier CSV illisible : guillemet non fermé (ligne 3)');
    const address = await entries(`${header};Adresse\n${rows[0]};"1 rue de la Paix\nParis"\n${rows[1]};\n`);
    expect(address.rows.map((r) => r.line)).toEqual([2, 4]);
  });
});

describe('the row limit, checked while reading', () => {
  it('refuses a results file past the race maximum at the first row beyond it, without reading on', async () => {
    // An unclosed quote at the very end: had the whole file been read, that would be the refusal.
    const text = ['Place;Nom;Club;Temps', ...resultRows(330_000), '"broken;', ''].join('\n');
    const error = await refusal(() => parseResultsFile(bytesOf(text)));
    expect(error.message).toBe(
      'Trop de lignes : plus de 500 résultats, le maximum d’une épreuve (lecture arrêtée ligne 502)',
    );
    expect(error.line).toBe(502);
  });

  it('reads a file of exactly the limit, and counts blank lines as nothing', async () => {
    const parsed = await parseResultsFile(bytesOf(['Place;Nom;Club;Temps', ...resultRows(500), '', '', ''].join('\n')));
    expect(parsed.rows).toHaveLength(500);
  });

  it('refuses a Venue Racing file past the limit, and an ErgRace file past its size', async () => {
    const vra = [
      'Race Results',
      '103',
      '',
      'Place,Time Rowed,Meters Rowed,Boat/Team Name,Avg. Pace,ID,Bib Number,Class',
    ];
    const summary = Array.from({ length: 600 }, (_, i) => `${i + 1},07:00.0,2000,Rameur ${i + 1},  1:45.0,,,`);
    const error = await refusal(() =>
      parseResultsFile(bytesOf([...vra, ...summary, ''].join('\r\n')), 'Finale Results.txt'),
    );
    expect(error.message).toMatch(/^Trop de lignes : plus de 500 résultats.*ligne 505\)$/);
    const json = `{"results":{"participants":[${Array.from({ length: 30_000 }, (_, i) => `{"id":"Lane ${i + 1}","participant":"Rameur ${i}","time":"7:00.0","splits":[]}`).join(',')}]}}`;
    expect((await refusal(() => parseResultsFile(bytesOf(json), 'course.json'))).message).toBe(
      'Fichier ErgRace trop volumineux : 2 Mo au plus pour les résultats d’une épreuve',
    );
  });

  it('refuses an entries file past the import maximum, naming it and the line where reading stopped', async () => {
    const text = [
      'Nom;Prénom;E-mail',
      ...Array.from({ length: 40 }, (_, i) => `N${i};P${i};p${i}@exemple.fr`),
      '',
    ].join('\n');
    const error = await refusal(() => entries(text, 25));
    expect(error.message).toBe(
      'Trop de lignes : plus de 25 participants, le maximum d’un import (lecture arrêtée ligne 27) : découpez le fichier',
    );
    expect((await entries(text, 40)).rows).toHaveLength(40);
  });

  it('gives the event loop turns while a large file is read', async () => {
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const text = [
      'Nom;Prénom;E-mail',
      ...Array.from({ length: 60_000 }, (_, i) => `Nom${i};Prénom${i};p${i}@exemple.fr`),
      '',
    ].join('\n');
    const parsed = await entries(text, 100_000).finally(() => {
      reading = false;
    });
    expect(parsed.rows).toHaveLength(60_000);
    expect(turns).toBeGreaterThan(1);
  });
});

describe('decoding in slices', () => {
  it('keeps a character cut between two slices whole, and still falls back to Windows-1252', async () => {
    // 'é' is two bytes in UTF-8: 256 KB of 'a' then 'é' puts its two bytes in two slices.
    const utf8 = Buffer.from(`${'a'.repeat(256 * 1024 - 1)}é;ü`, 'utf8');
    expect((await decodeText(utf8)).text.endsWith('é;ü')).toBe(true);
    const latin = Buffer.concat([Buffer.from('a'.repeat(300 * 1024)), Buffer.from([0x92, 0xe9])]);
    expect(await decodeText(latin)).toMatchObject({ encoding: 'Windows-1252' });
    expect((await decodeText(latin)).text.endsWith('’é')).toBe(true);
  });
});

describe('base64Source', () => {
  it('decodes a file slice by slice, MIME line breaks allowed, and refuses what is not base64', async () => {
    const bytes = Buffer.from(Array.from({ length: 3_000_000 }, (_, i) => i % 251));
    const text = bytes.toString('base64');
    const decoded = async (base64: string) => {
      const source = base64Source(base64);
      const parts: Uint8Array[] = [];
      for await (const part of source.slices(new TimeSlice())) parts.push(part);
      const all = Buffer.concat(parts);
      // Compared here: a failing toEqual would print two 3 MB buffers.
      return { size: source.size, same: all.equals(bytes) };
    };
    expect(await decoded(text)).toEqual({ size: bytes.length, same: true });
    expect(await decoded(text.replace(/.{76}/g, '$&\r\n'))).toEqual({ size: bytes.length, same: true });
    expect((await decoded(Buffer.from('ab').toString('base64'))).size).toBe(2);
    for (const wrong of ['abc$def', 'QUJD=QUJD', `${text.slice(0, 2_000_000)}é${text.slice(2_000_000)}`]) {
      await expect(decoded(wrong)).rejects.toThrow(
        new RaceFileError('Contenu du fichier invalide (base64 attendu)', null),
      );
    }
  });
});

describe('parseFrenchDate', () => {
  it.each([
    ['03/11/2025', '2025-11-03'],
    ['3/1/2026', '2026-01-03'],
    ['03.11.2025', '2025-11-03'],
    ['03/11/2025 14:32', '2025-11-03'],
    ['2025-11-03', '2025-11-03'],
    ['2025-11-03T09:15:00.000Z', '2025-11-03'],
    ['31/02/2026', null],
    ['11/2025', null],
    ['demain', null],
    ['2025/13/01', null],
  ])('%j → %j', (cell, day) => {
    expect(parseFrenchDate(cell)).toBe(day);
  });
});
