import { describe, expect, it } from 'vitest';
import { bytesOf, readFixture } from '../test-files/fixtures';
import { parseResultsFile } from './results-file';

describe('results spreadsheet (CSV)', () => {
  it('reads the sample file: French headers, `;`, a DNS without place or time', async () => {
    const parsed = await parseResultsFile(readFixture('results.csv'), 'results.csv');
    expect(parsed.format).toBe('csv');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((r) => [r.line, r.status, r.rank, r.athlete, r.club, r.category, r.time])).toEqual([
      [2, 'finished', 1, 'Élodie Lefèvre', 'Aviron Grenoblois', 'Seniors Femmes', '6:58.4'],
      [3, 'finished', 2, 'Maëlle Guérin', 'Cercle de l’Aviron de Marseille', 'Seniors Femmes', '7:04.9'],
      [4, 'finished', 3, 'Chloé Bérard', 'Union Nautique de Tours', 'Seniors Femmes', '7:11.2'],
      [5, 'finished', 4, 'Inès Fournier', 'Aviron Grenoblois', 'Seniors Femmes', '7:19.0'],
      [6, 'dns', null, 'Léa Marchand', 'Rowing Club de Pau', 'Seniors Femmes', null],
    ]);
    expect(parsed.warnings.map((w) => w.message)).toContain('Ligne 2 : « Élodie LEFÈVRE » lu « Élodie Lefèvre »');
  });

  it('reads English headers in any order, `,`, quotes, decimal commas and status words', async () => {
    const text = [
      '\uFEFFTime,Name,Rank,Category,Status,Club',
      '"6:42,3","LEFÈVRE, Élodie",1,Seniors Femmes,,"Aviron Grenoblois"',
      '6:50.1,Chloé Bérard,2,Seniors Femmes,,Union Nautique de Tours',
      ',Inès Fournier,,Seniors Femmes,Abandon,Aviron Grenoblois',
      'Disqualifié,Zoé Aubé,,Seniors Femmes,,Rowing Club de Pau',
      ',Léa Marchand,Non partant,Seniors Femmes,,Rowing Club de Pau',
      'DQ,Anaïs Thébault,,Seniors Femmes,,Rowing Club de Pau',
      '',
    ].join('\r\n');
    const parsed = await parseResultsFile(bytesOf(text));
    expect(parsed.rows.map((r) => [r.status, r.rank, r.athlete, r.time])).toEqual([
      ['finished', 1, 'Élodie Lefèvre', '6:42.3'],
      ['finished', 2, 'Chloé Bérard', '6:50.1'],
      ['dnf', null, 'Inès Fournier', null],
      ['dsq', null, 'Zoé Aubé', null],
      ['dns', null, 'Léa Marchand', null],
      ['dsq', null, 'Anaïs Thébault', null],
    ]);
    expect(parsed.warnings.filter((w) => w.message.includes('sans temps'))).toEqual([]);
  });

  it('reads Windows-1252 accents and lists unreadable rows with their line', async () => {
    const text =
      'Classement;Rameur;Club;Catégorie;Temps\n1;Jérôme ROUSSEL;Société Nautique de Brest;Masters A;6:58.4\n2;Benoît Garnier;Aviron Bayonnais;Masters A;6:2x\n;;;;\n3;;Aviron Bayonnais;Masters A;7:01.0\n';
    const parsed = await parseResultsFile(bytesOf(text, 'windows-1252'));
    expect(parsed.rows.map((r) => [r.athlete, r.club])).toEqual([['Jérôme Roussel', 'Société Nautique de Brest']]);
    expect(parsed.errors).toEqual([
      { line: 3, message: 'Ligne 3 : temps illisible « 6:2x »' },
      { line: 5, message: 'Ligne 5 : nom manquant' },
    ]);
  });

  it('summarises name changes after twenty', async () => {
    const rows = Array.from(
      { length: 57 },
      (_, i) => `${i + 1};LEFÈVRE, Élodie;Aviron Grenoblois;Seniors Femmes;7:${String(i).padStart(2, '0')}.0`,
    );
    const parsed = await parseResultsFile(bytesOf(['Place;Nom;Club;Catégorie;Temps', ...rows].join('\n')));
    expect(parsed.rows).toHaveLength(57);
    expect(parsed.warnings).toHaveLength(21);
    expect(parsed.warnings[20]).toEqual({ line: null, message: '… et 37 autres noms normalisés' });
  });
});
