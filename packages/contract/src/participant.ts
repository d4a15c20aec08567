import { z } from 'zod';
import { email, optionalText, REQUIRED, text, writeInput, changesSomething, NOTHING_TO_CHANGE } from './common';
import { championshipRefSchema } from './event';
import { listQueryFields, optionalFilter, pageOf } from './list-query';

export const participantSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  club: z.string(),
  category: z.string(),
  championshipId: z.string(),
  championship: championshipRefSchema,
  bib: z.string().nullable(),
  personalBest: z.string().nullable(),
  registrationDate: z.string(),
  confirmed: z.boolean(),
  paid: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

/** What the public list may show: no e-mail, phone, payment or confirmation (design.md). */
export const publicParticipantSchema = participantSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  club: true,
  category: true,
  championshipId: true,
  championship: true,
  bib: true,
  personalBest: true,
  registrationDate: true,
});
export type PublicParticipant = z.infer<typeof publicParticipantSchema>;

const participantFields = {
  firstName: text(80),
  lastName: text(80),
  email: email(),
  phone: optionalText(30),
  club: text(150),
  category: text(60),
  championshipId: text(64, 'Le championnat est obligatoire'),
  bib: optionalText(20),
  personalBest: optionalText(20),
  confirmed: z.boolean({ error: 'Valeur invalide' }),
  paid: z.boolean({ error: 'Valeur invalide' }),
};
export const participantCreateInput = writeInput({
  ...participantFields,
  confirmed: participantFields.confirmed.default(false),
  paid: participantFields.paid.default(false),
});
export const participantUpdateInput = writeInput(participantFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);

export const participantStatusFilters = ['all', 'confirmed', 'pending', 'paid', 'unpaid'] as const;
export type ParticipantStatusFilter = (typeof participantStatusFilters)[number];

/**
 * CSV columns of the admin export, the nine of spec section 2, in order. An exported file imports back
 * as it was: without the registration date column, the import keeps each participant's date.
 */
export const participantCsvHeader = ['Nom', 'Prénom', 'Email', 'Club', 'Catégorie', 'Championnat', 'Dossard', 'Confirmé', 'Payé'] as const;
export function participantCsvRow(p: Participant): string[] {
  return [p.lastName, p.firstName, p.email, p.club, p.category, p.championship.name, p.bib ?? '', p.confirmed ? 'Oui' : 'Non', p.paid ? 'Oui' : 'Non'];
}

export const participantSortKeys = ['name', 'club', 'category', 'registrationDate', 'bib'] as const;
export type ParticipantSortKey = (typeof participantSortKeys)[number];
const participantQueryFields = {
  ...listQueryFields,
  championshipId: optionalFilter(64),
  category: optionalFilter(60),
  sort: z.enum(participantSortKeys, { error: 'Tri invalide (name, club, category, registrationDate ou bib)' }).optional(),
};
/** Public list: search matches first name, last name, club or bib (spec section 5), ignoring case and accents. */
export const participantsQuery = z.object(participantQueryFields);
export type ParticipantsQuery = z.output<typeof participantsQuery>;
/** What the public page shows beside the window: counts per championship and the categories to filter by. */
export const publicParticipantsPageSchema = pageOf(publicParticipantSchema).extend({
  counts: z.array(z.object({ championshipId: z.string(), count: z.number().int() })),
  categories: z.array(z.string()),
});
export type PublicParticipantsPage = z.infer<typeof publicParticipantsPageSchema>;

/** Admin list: search also matches the e-mail; status is one of participantStatusFilters. */
export const adminParticipantsQuery = z.object({
  ...participantQueryFields,
  status: z.enum(participantStatusFilters, { error: 'Statut invalide (all, confirmed, pending, paid, unpaid)' }).optional(),
});
export type AdminParticipantsQuery = z.output<typeof adminParticipantsQuery>;
export const adminParticipantsPageSchema = pageOf(participantSchema);

/** Fields an entries spreadsheet can fill, in the order the mapping screen shows them. */
export const participantImportFields = ['lastName', 'firstName', 'email', 'phone', 'club', 'category', 'championship', 'bib', 'personalBest', 'confirmed', 'paid', 'registrationDate', 'events'] as const;
export type ParticipantImportField = (typeof participantImportFields)[number];
export const participantImportFieldLabels: Record<ParticipantImportField, string> = {
  lastName: 'Nom',
  firstName: 'Prénom',
  email: 'E-mail',
  phone: 'Téléphone',
  club: 'Club',
  category: 'Catégorie',
  championship: 'Championnat',
  bib: 'Dossard',
  personalBest: 'Record personnel',
  confirmed: 'Confirmé',
  paid: 'Payé',
  registrationDate: "Date d'inscription",
  events: 'Épreuves',
};
/**
 * An `Épreuves` cell: the races a participant enters (issue 29), by id or by French or English name,
 * several separated by `;`, `,`, `|` or line breaks.
 */
export const EVENTS_CELL_SEPARATORS = /[;,|\r\n]+/;
/** Most rows an entries file may hold (three times the event's entrants): the reading stops at the next one. */
export const PARTICIPANTS_IMPORT_MAX_ROWS = 10_000;
/** Rows and refused rows an import's answer lists, the first ones of the file; its counts cover every row. */
export const PARTICIPANTS_IMPORT_ROWS_SHOWN = 500;
export const PARTICIPANTS_IMPORT_ERRORS_SHOWN = 200;
/** Column header (as written in the file) → field; a field left out is read from no column. */
export const participantImportMapping = z.partialRecord(z.enum(participantImportFields), z.string().max(200));
export type ParticipantImportMapping = z.infer<typeof participantImportMapping>;
/** What an entries import asks besides the file: the server reads the file's bytes from the request. */
export const participantsImportOptions = z.object({
  /** Sent only once the admin changed a column: until then the server reads the headers itself. */
  mapping: participantImportMapping.optional(),
  /** The championship of rows without a Championnat cell. */
  championshipId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
  /** A dry run answers the preview; a real run stores every row or none. */
  dryRun: z.boolean({ error: 'dryRun doit être true ou false' }),
});
/** As the web app sends them (the input side: championshipId before its trimming). */
export type ParticipantsImportOptions = z.input<typeof participantsImportOptions>;
export const participantImportColumnSchema = z.object({
  index: z.number().int(),
  header: z.string(),
  field: z.enum(participantImportFields).nullable(),
});
export const participantImportRowSchema = z.object({
  line: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged']),
  /** The stored participant an update applies to. */
  id: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  club: z.string(),
  category: z.string(),
  championshipId: z.string(),
  bib: z.string().nullable(),
  personalBest: z.string().nullable(),
  confirmed: z.boolean(),
  paid: z.boolean(),
  /**
   * The registration day this row sets (`YYYY-MM-DD`, read from JJ/MM/AAAA), null when it sets none: no
   * date in the file (a created row is then registered on the day of the import) or the day already stored.
   */
  registrationDate: z.string().nullable(),
  /** The races the row's `Épreuves` cell names (event ids); the participant is entered in those not entered yet. */
  eventIds: z.array(z.string()),
});
export type ParticipantImportRow = z.infer<typeof participantImportRowSchema>;
export const participantsImportAnswerSchema = z.object({
  dryRun: z.boolean(),
  /** Encoding and separator detected, e.g. 'UTF-8 (BOM)', ';'. */
  encoding: z.string(),
  separator: z.string(),
  columns: z.array(participantImportColumnSchema),
  mapping: participantImportMapping,
  /** The first PARTICIPANTS_IMPORT_ROWS_SHOWN rows of the file: created + updated + unchanged counts them all. */
  rows: z.array(participantImportRowSchema),
  /** The first PARTICIPANTS_IMPORT_ERRORS_SHOWN refused rows (line and reason); a real import with any is refused whole (400). */
  errors: z.array(z.object({ line: z.number().int().nullable(), message: z.string() })),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Entries in races the import adds (issue 29): a participant already in a race (any heat of its round) is not entered twice. */
  entriesCreated: z.number().int(),
  /** Every refused row, listed in `errors` or not. */
  refused: z.number().int(),
});
export type ParticipantsImportAnswer = z.infer<typeof participantsImportAnswerSchema>;
