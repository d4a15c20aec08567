import { describe, expect, it } from 'vitest';
import { bytesOf, PNG_BYTES } from '../test-files/fixtures';
import { FIRST_BIB, makeParticipantsCsv } from '../test-files/make-participants-csv';
import type { ParticipantImportMapping } from '@app/contract';
import { parseParticipantsCsv } from './participants-csv';
import { RaceFileError } from './types';

const thrown = async (run: () => Promise<unknown>): Promise<RaceFileError> => {
  try {
    await run();
  } catch (e) {
    if (e instanceof RaceFileError) return e;
    throw e;
  }
  throw new Error('no error');
};
const read = (bytes: Uint8Array, mapping?: ParticipantImportMapping, maxRows = 10_000) =>
  parseParticipantsCsv(bytes, { mapping, maxRows });

describe('parseParticipantsCsv', () => {
  it('reads 3,000 entries from a French Excel export (BOM, `;`, CRLF)', async () => {
    const parsed = await read(bytesOf(makeParticipantsCsv(3000, { bom: true })));
    expect(parsed.encoding).toBe('UTF-8 (BOM)');
    expect(parsed.separator).toBe(';');
    expect(parsed.mapping).toEqual({
      lastName: 'Nom',
      firstName: 'Prénom',
      email: 'E-mail',
      phone: 'Téléphone',
      club: 'Club',
      category: 'Catégorie',
      championship: 'Championnat',
      bib: 'Dossard',
    });
    expect(parsed.rows).toHaveLength(3000);
    expect(parsed.rows[0]).toEqual({
      line: 2,
      values: {
        lastName: 'Lefèvre',
        firstName: 'Élodie',
        email: 'elodie.lefevre.1@inscriptions.example',
        phone: '06 10 00 00 00',
        club: 'Aviron Bayonnais',
        category: 'Seniors Hommes',
        championship: 'Championnat de France Élite',
        bib: String(FIRST_BIB),
      },
    });
    expect(parsed.rows[2999]?.line).toBe(3001);
    expect(new Set(parsed.rows.map((r) => r.values.email)).size).toBe(3000);
    expect(new Set(parsed.rows.map((r) => r.values.bib)).size).toBe(3000);
    expect(parsed.errors).toEqual([]);
  });

  it('detects `,` and tabs, English headers in any order, extra columns ignored', async () => {
    const text =
      'Email,Paid,Notes,First name,Last name,Bib number,Confirmed,Personal best\nzoe.aube@inscriptions.example,yes,arrive vendredi,Zoé,Aubé,812,no,6:58.4\n';
    const parsed = await read(bytesOf(text));
    expect(parsed.separator).toBe(',');
    expect(parsed.columns.find((c) => c.header === 'Notes')).toEqual({ index: 2, header: 'Notes', field: null });
    expect(parsed.rows[0]?.values).toEqual({
      email: 'zoe.aube@inscriptions.example',
      paid: 'yes',
      firstName: 'Zoé',
      lastName: 'Aubé',
      bib: '812',
      confirmed: 'no',
      personalBest: '6:58.4',
    });
    const tabbed = await read(
      bytesOf('NOM\tPRENOM\tCOURRIEL\tTél.\tN° dossard\nAubé\tZoé\tz@a.example\t0601020304\t9\n'),
    );
    expect(tabbed.separator).toBe('\t');
    expect(tabbed.rows[0]?.values).toEqual({
      lastName: 'Aubé',
      firstName: 'Zoé',
      email: 'z@a.example',
      phone: '0601020304',
      bib: '9',
    });
  });

  it('reads quoted cells with separators and line breaks, and gives the line where each record starts', async () => {
    const text = [
      'Nom;Prénom;Club;Catégorie',
      '"Le Gall";"Jean-Noël";"Aviron ""Les Bleus""; Brest";Masters A',
      '"Thébault";Hélène;"Club',
      'Nautique',
      'de Mâcon";Masters B',
      '',
      ';;;',
      'Guérin;Maëlle',
      'Bérard;Chloé;Union Nautique de Tours;Seniors Femmes;en trop',
      '',
      '',
    ].join('\r\n');
    const parsed = await read(bytesOf(text, 'windows-1252'));
    expect(parsed.encoding).toBe('Windows-1252');
    expect(parsed.rows).toEqual([
      {
        line: 2,
        values: {
          lastName: 'Le Gall',
          firstName: 'Jean-Noël',
          club: 'Aviron "Les Bleus"; Brest',
          category: 'Masters A',
        },
      },
      {
        line: 3,
        values: { lastName: 'Thébault', firstName: 'Hélène', club: 'Club\nNautique\nde Mâcon', category: 'Masters B' },
      },
      { line: 8, values: { lastName: 'Guérin', firstName: 'Maëlle' } },
      {
        line: 9,
        values: { lastName: 'Bérard', firstName: 'Chloé', club: 'Union Nautique de Tours', category: 'Seniors Femmes' },
      },
    ]);
  });

  it('uses the mapping given instead of the headers it would detect', async () => {
    const text = 'Nom;Prénom;Adresse;Équipe\nAubé;Zoé;zoe@inscriptions.example;Aviron Grenoblois\n';
    const parsed = await read(bytesOf(text), { lastName: 'Nom', email: 'Adresse', club: 'Équipe' });
    expect(parsed.mapping).toEqual({ lastName: 'Nom', email: 'Adresse', club: 'Équipe' });
    expect(parsed.columns.map((c) => c.field)).toEqual(['lastName', null, 'email', 'club']);
    expect(parsed.rows[0]?.values).toEqual({
      lastName: 'Aubé',
      email: 'zoe@inscriptions.example',
      club: 'Aviron Grenoblois',
    });
    const error = await thrown(() => read(bytesOf(text), { email: 'Courriel' }));
    expect(error.message).toBe('Colonne « Courriel » absente du fichier');
  });

  it('refuses an empty file, a file without headers and an image', async () => {
    expect((await thrown(() => read(new Uint8Array([0xef, 0xbb, 0xbf])))).message).toBe('Le fichier est vide');
    expect((await thrown(() => read(bytesOf('\n\n  \n')))).message).toBe('Le fichier est vide');
    const noHeader = await thrown(() => read(bytesOf('\nAubé;Zoé;zoe@inscriptions.example\n')));
    expect(noHeader.line).toBe(2);
    expect(noHeader.message).toMatch(/^Ligne 2 : aucune colonne reconnue/);
    expect((await thrown(() => read(PNG_BYTES))).message).toMatch(/^Fichier illisible/);
  });

  it('generates `,` files for a chosen championship', async () => {
    const parsed = await read(
      bytesOf(makeParticipantsCsv(40, { separator: ',', championship: 'Championnat de France Jeunes' })),
    );
    expect(parsed.separator).toBe(',');
    expect(new Set(parsed.rows.map((r) => r.values.championship))).toEqual(new Set(['Championnat de France Jeunes']));
    expect(new Set(parsed.rows.map((r) => r.values.category))).toEqual(
      new Set(['J16 Garçons', 'J16 Filles', 'J18 Garçons', 'J18 Filles']),
    );
  });
});
