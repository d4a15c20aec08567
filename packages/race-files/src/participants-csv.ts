import type { ParticipantImportField, ParticipantImportMapping } from '@app/contract';
import type { ByteSource } from './byte-source';
import { detectSeparator, firstFilledLine, headerKey, joined, looksBinary, peekText, readCsv } from './csv-text';
import { readText } from './decode-text';
import { count } from './notes';
import { TimeSlice } from './time-slice';
import { type ParsedParticipantRow, type ParsedParticipants, RaceFileError } from './types';

/** Headers the registration platform and organisers' spreadsheets use, French and English. */
const HEADER_SYNONYMS: Record<ParticipantImportField, string[]> = {
  lastName: ['Nom', 'Nom de famille', 'Last name', 'Lastname', 'Surname', 'Family name'],
  firstName: ['Prénom', 'First name', 'Firstname', 'Given name'],
  email: ['E-mail', 'Email', 'Courriel', 'Mail', 'Adresse e-mail', 'Adresse mail', 'E-mail address'],
  phone: ['Téléphone', 'Tél', 'Tel', 'Phone', 'Mobile', 'Portable', 'Téléphone portable', 'Phone number'],
  club: ['Club', 'Association', 'Affiliation'],
  category: ['Catégorie', 'Category', 'Cat'],
  championship: ['Championnat', 'Championship', 'Compétition', 'Competition'],
  bib: ['Dossard', 'N° dossard', 'Numéro de dossard', 'Bib', 'Bib number'],
  personalBest: ['Record', 'Record personnel', 'Meilleur temps', 'Personal best', 'PB'],
  confirmed: ['Confirmé', 'Confirmed'],
  paid: ['Payé', 'Paid', 'Paiement'],
  events: ['Épreuves', 'Épreuve', 'Courses', 'Course', 'Events', 'Event', 'Races', 'Race'],
  registrationDate: ["Date d'inscription", 'Date inscription', 'Inscrit le', 'Registration date', 'Date of registration', 'Registered on'],
};
const FIELD_BY_KEY = new Map<string, ParticipantImportField>(
  Object.entries(HEADER_SYNONYMS).flatMap(([field, headers]) => headers.map((h) => [headerKey(h), field as ParticipantImportField] as const)),
);

const NOT_CSV = 'Fichier illisible : ce n’est pas un fichier CSV (texte séparé par des points-virgules ou des virgules)';

/** Columns by header name, any order; the first column naming a field wins, the others are ignored. */
function detectMapping(headers: string[]): ParticipantImportMapping {
  const mapping: ParticipantImportMapping = {};
  for (const header of headers) {
    const field = FIELD_BY_KEY.get(headerKey(header));
    if (field && mapping[field] === undefined) mapping[field] = header;
  }
  return mapping;
}

/** The refusal of a file with more rows than an import takes, naming the limit and the line where reading stopped. */
const tooManyRows = (max: number) => (line: number) =>
  new RaceFileError(`Trop de lignes : plus de ${count(max)} participants, le maximum d’un import (lecture arrêtée ligne ${line}) : découpez le fichier`, line);

/**
 * Reads an entries spreadsheet saved as CSV (UTF-8 or Windows-1252, `;`, `,` or tab) into raw cell values
 * per field. The mapping, when given (field → header as written in the file), replaces the detection.
 * Read in slices (the event loop gets a turn between them), and no further than `maxRows` rows.
 */
export async function parseParticipantsCsv(
  file: Uint8Array | ByteSource,
  options: { mapping?: ParticipantImportMapping | undefined; maxRows: number },
): Promise<ParsedParticipants> {
  const { mapping, maxRows } = options;
  const slice = new TimeSlice();
  const { value, encoding } = await readText(
    file,
    async (texts) => {
      const { head, rest } = await peekText(texts);
      if (looksBinary(head)) throw new RaceFileError(NOT_CSV, null);
      const headerLine = firstFilledLine(head);
      if (!headerLine) throw new RaceFileError('Le fichier est vide', null);
      const separator = detectSeparator(headerLine.text);
      return { separator, records: await readCsv(joined(head, rest), separator, { maxRecords: maxRows + 1, tooMany: tooManyRows(maxRows), slice }) };
    },
    slice,
  );
  const { separator } = value;
  const [header, ...records] = value.records;
  if (!header) throw new RaceFileError('Le fichier est vide', null);
  const headers = header.cells.map((h) => h.trim());

  let effective: ParticipantImportMapping;
  if (mapping) {
    effective = {};
    for (const [field, name] of Object.entries(mapping) as [ParticipantImportField, string | undefined][]) {
      if (!name?.trim()) continue;
      if (!headers.includes(name.trim())) throw new RaceFileError(`Colonne « ${name} » absente du fichier`, header.line);
      effective[field] = name.trim();
    }
  } else {
    effective = detectMapping(headers);
    if (Object.keys(effective).length === 0) {
      throw new RaceFileError(
        `Ligne ${header.line} : aucune colonne reconnue (Nom, Prénom, E-mail, Club, Catégorie…) : la première ligne doit porter les titres des colonnes`,
        header.line,
      );
    }
  }

  const fieldByIndex = new Map<number, ParticipantImportField[]>();
  for (const [field, name] of Object.entries(effective) as [ParticipantImportField, string][]) {
    const index = headers.indexOf(name);
    fieldByIndex.set(index, [...(fieldByIndex.get(index) ?? []), field]);
  }
  const columns = headers.map((h, index) => ({ index, header: h, field: fieldByIndex.get(index)?.[0] ?? null }));
  const mapped = [...fieldByIndex.entries()];

  const rows: ParsedParticipantRow[] = records.map(({ line, cells }) => {
    const values: ParsedParticipantRow['values'] = {};
    for (const [index, fields] of mapped) {
      const value = cells[index]?.trim();
      if (value) for (const field of fields) values[field] = value;
    }
    return { line, values };
  });
  return { encoding, separator, columns, mapping: effective, rows, errors: [] };
}
