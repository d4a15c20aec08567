import type { TestApi } from '../../testing/test-api';

// Test data and calls shared by the participants' tests (procedures, lists, import).

/** One participant with every field, as the admin form sends it. */
export const participant = {
  firstName: 'Léa',
  lastName: 'Bernard',
  email: 'lea.bernard@exemple.fr',
  phone: '0601020304',
  club: 'Aviron Bayonnais',
  category: 'Seniors Femmes',
  championshipId: 'elite',
  bib: '42',
  personalBest: '7:05.0',
};

export const HEADER = 'Nom;Prénom;E-mail;Téléphone;Club;Catégorie;Championnat;Dossard';
/** A spreadsheet as French Excel saves it: `;`, CRLF, UTF-8 with a BOM. */
export const csv = (...lines: string[]) => `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`;
export const b64 = (text: string | Buffer) =>
  (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('base64');

/** The import tests' calls, on the api of the running test (`current` reads the one its beforeEach made). */
export function importCalls(current: () => TestApi) {
  const importCsv = (
    text: string | Buffer,
    options: { dryRun?: boolean; championshipId?: string; mapping?: Record<string, string> } = {},
  ) =>
    current().adminCaller.participants.importFile({
      contentBase64: b64(text),
      dryRun: options.dryRun ?? false,
      championshipId: options.championshipId,
      mapping: options.mapping,
    });
  const stored = () => current().adminCaller.participants.adminList();
  return { importCsv, stored };
}
