// Entries spreadsheets of any size for tests and end-to-end runs, shaped as the registration platform
// exports them (race-files.md): French headers, `;` from a French Excel, optional BOM, CRLF.
// Championship names and categories are those the database seed creates (packages/db/src/seed/defaults.ts).

const CHAMPIONSHIPS: Record<string, string[]> = {
  'Championnat de France Élite': ['Seniors Hommes', 'Seniors Femmes', 'Masters A', 'Masters B'],
  'Championnat de France Jeunes': ['J16 Garçons', 'J16 Filles', 'J18 Garçons', 'J18 Filles'],
  'Open Indoor Rowing France': ['Open Hommes', 'Open Femmes', 'Vétérans', 'Relais mixte'],
};
const FIRST_NAMES = [
  'Élodie',
  'Théo',
  'Maëlle',
  'Jérôme',
  'Anaïs',
  'Benoît',
  'Chloé',
  'Loïc',
  'Inès',
  'Gaël',
  'Léa',
  'Noël',
  'Zoé',
  'Hélène',
  'Mathéo',
  'Sébastien',
];
const LAST_NAMES = [
  'Lefèvre',
  'Guérin',
  'Bérard',
  'Le Gall',
  'Chevalier',
  'Faure',
  'Roussel',
  'Mercier',
  'Poirier',
  'Dufresne',
  'Lacroix',
  'Marchand',
  'Fournier',
  'Garnier',
  'Moreau',
  'Brunet',
  'Aubé',
  'Thébault',
];
const CLUBS = [
  'Aviron Bayonnais',
  'Cercle Nautique de Vichy',
  'Société Nautique de Brest',
  'Aviron Grenoblois',
  'Club Nautique de Mâcon',
  'Union Nautique de Tours',
  'Rowing Club de Pau',
];

export const PARTICIPANTS_CSV_HEADERS = [
  'Nom',
  'Prénom',
  'E-mail',
  'Téléphone',
  'Club',
  'Catégorie',
  'Championnat',
  'Dossard',
] as const;
/** Bibs start here, above the seeded ones (100 onwards), so an import does not collide with the demo. */
export const FIRST_BIB = 5001;

const quote = (value: string, separator: string) =>
  value.includes(separator) || value.includes('"') ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * `count` entrants with unique e-mails and bibs: row i (0-based) has bib FIRST_BIB + i and the e-mail
 * `prenom.nom.<i+1>@inscriptions.example`. Without `championship`, rows cycle through the
 * championships above, each with one of its categories.
 */
export function makeParticipantsCsv(
  count: number,
  opts: { separator?: ';' | ','; bom?: boolean; championship?: string } = {},
): string {
  const separator = opts.separator ?? ';';
  const championshipNames = Object.keys(CHAMPIONSHIPS);
  const lines = [PARTICIPANTS_CSV_HEADERS.join(separator)];
  for (let i = 0; i < count; i++) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? '';
    const lastName = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] ?? '';
    const championship = opts.championship ?? championshipNames[i % championshipNames.length] ?? '';
    const categories = CHAMPIONSHIPS[championship] ?? CHAMPIONSHIPS['Championnat de France Élite'] ?? [];
    const category = categories[Math.floor(i / championshipNames.length) % categories.length] ?? '';
    const login = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const cells = [
      lastName,
      firstName,
      `${login}.${i + 1}@inscriptions.example`,
      `06 ${String(10 + (i % 90))} ${String(i % 100).padStart(2, '0')} ${String(Math.floor(i / 100) % 100).padStart(2, '0')} 00`,
      CLUBS[i % CLUBS.length] ?? '',
      category,
      championship,
      String(FIRST_BIB + i),
    ];
    lines.push(cells.map((c) => quote(c, separator)).join(separator));
  }
  return `${opts.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
}
