import { z } from 'zod';
import { jsonNumber, REQUIRED, text, writeInput, changesSomething, NOTHING_TO_CHANGE } from './common';
import { championshipRefSchema, programmeEventSchema } from './event';
import { listQueryFields, optionalFilter } from './list-query';
import { raceRoundSchema } from './race-round';
import { type ResultStatus, resultStatuses, resultStatusLabels, resultsStates } from './result-labels';

const resultStatus = z.enum(resultStatuses, { error: 'Statut invalide (finished, dns, dnf ou dsq)' });
export const resultsState = z.enum(resultsStates, { error: 'État invalide (provisional ou official)' });

export const resultEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  date: z.string(),
  time: z.string(),
  championship: championshipRefSchema,
  /** Additive (issue 11): whether the race's results are provisional or official. */
  resultsState: resultsState,
  /** Additive (issue 29): the round the race is; only an A final gives medals. */
  round: raceRoundSchema,
});

export const resultSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  event: resultEventSchema,
  /** Null for DNS, DNF and DSQ. */
  rank: z.number().nullable(),
  athlete: z.string(),
  category: z.string(),
  club: z.string(),
  /** Null for DNS, DNF and DSQ. */
  time: z.string().nullable(),
  /** Additive (issue 11): `finished` for every result that has a rank and a time. */
  status: resultStatus,
  /** Additive: the entrant, when an import could match one. */
  participantId: z.string().nullable(),
});
export type Result = z.infer<typeof resultSchema>;

/**
 * A finishing time as race software prints it: `6:42.3`, `06:27.4`, `1:02:03.45`, `24.1`. After a colon,
 * seconds (and minutes after hours) are two digits below 60: `6:2` and `6:75.0` are not times.
 */
export const RACE_TIME = /^(?:\d{1,2}:[0-5]\d:[0-5]\d|\d{1,2}:[0-5]\d|\d{1,2})(?:[.,]\d{1,3})?$/;
const rankField = jsonNumber('Le rang')
  .int({ error: 'Le rang doit être un nombre entier' })
  .min(1, { error: 'Le rang doit être supérieur ou égal à 1' })
  .max(10000);
const timeField = z.string({ error: REQUIRED }).trim().regex(RACE_TIME, { error: 'Temps invalide (ex. 6:42.3)' });
const resultFields = {
  eventId: text(128, "L'épreuve est obligatoire"),
  status: resultStatus,
  rank: rankField.nullable(),
  athlete: text(150),
  category: text(60),
  club: text(150),
  time: timeField.nullable(),
  participantId: z.string().trim().max(128).nullable(),
};
/** A finished result has a rank and a time; DNS, DNF and DSQ have neither. */
function statusAgrees(v: { status?: ResultStatus; rank?: number | null; time?: string | null }, ctx: z.RefinementCtx) {
  if (v.status === undefined) return;
  if (v.status === 'finished') {
    if (v.rank === null || v.rank === undefined) ctx.addIssue({ code: 'custom', path: ['rank'], message: 'Le rang est obligatoire pour un résultat classé' });
    if (v.time === null || v.time === undefined) ctx.addIssue({ code: 'custom', path: ['time'], message: 'Le temps est obligatoire pour un résultat classé' });
  } else {
    if (v.rank !== null && v.rank !== undefined) ctx.addIssue({ code: 'custom', path: ['rank'], message: `Pas de rang pour un résultat ${resultStatusLabels[v.status].short}` });
    if (v.time !== null && v.time !== undefined && v.time !== '') ctx.addIssue({ code: 'custom', path: ['time'], message: `Pas de temps pour un résultat ${resultStatusLabels[v.status].short}` });
  }
}
/** Without `status`, a result is finished (what scripts written before issue 11 send). */
const rowFields = {
  ...resultFields,
  status: resultStatus.default('finished'),
  rank: resultFields.rank.optional().transform((v) => v ?? null),
  time: resultFields.time.optional().transform((v) => v || null),
  participantId: resultFields.participantId.optional().transform((v) => v || null),
  /** Additive (issue 29): the entry the result was rowed under, as the race files' import found it. */
  entryId: z.string().trim().max(128).nullable().optional().transform((v) => v || null),
};
export const resultCreateInput = writeInput(rowFields).superRefine(statusAgrees);
export const resultUpdateInput = writeInput(resultFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);

/** A result without its race: the web client gets each race once (spec section 3 shape stays on GET /api/results). */
export const raceResultSchema = resultSchema.omit({ event: true });
export type RaceResult = z.infer<typeof raceResultSchema>;

/** GET /api/results filters; without any, the full list of spec section 7. Search: athlete or club. */
export const resultsQuery = z.object({
  eventId: optionalFilter(128),
  championshipId: optionalFilter(64),
  search: listQueryFields.search,
});
export type ResultsQuery = z.output<typeof resultsQuery>;

/** One race with results: what /resultats lists first, its podium inline, its full ranking on demand. */
// A race is a programme event's public fields, its result count and podium: the event's shape is not written twice.
export const raceSummarySchema = programmeEventSchema
  .pick({ id: true, name: true, nameEn: true, date: true, time: true, category: true, championshipId: true, round: true })
  .extend({
    /** Number of results in the race (DNS, DNF and DSQ included). */
    count: z.number().int(),
    resultsState,
    podium: z.array(raceResultSchema),
  });
export type RaceSummary = z.infer<typeof raceSummarySchema>;
export const resultsBoardSchema = z.object({
  championships: z.array(championshipRefSchema),
  races: z.array(raceSummarySchema),
  stats: z.object({ athletes: z.number().int(), clubs: z.number().int(), events: z.number().int(), results: z.number().int() }),
});
export type ResultsBoard = z.infer<typeof resultsBoardSchema>;

/** Most results a race holds: its ranking, and the rows a results file may carry (read no further). */
export const RACE_MAX_RESULTS = 500;
/** A race's whole ranking as the administrator enters it, replacing what the race had. */
export const rankingRowInput = writeInput(rowFields).omit({ eventId: true }).superRefine(statusAgrees);
export type RankingRow = z.output<typeof rankingRowInput>;
export const setRankingInput = writeInput({
  eventId: text(128, "L'épreuve est obligatoire"),
  rows: z.array(rankingRowInput).max(RACE_MAX_RESULTS, { error: `Une épreuve ne peut pas avoir plus de ${RACE_MAX_RESULTS} résultats` }),
  /** Optional: publish the ranking as provisional or official at the same time. */
  resultsState: resultsState.optional(),
});
/** Marks a race's results provisional or official. */
export const setResultsStateInput = writeInput({ eventId: text(128, "L'épreuve est obligatoire"), resultsState });

/** Import formats the back-office and `POST /api/admin/events/{id}/results/import` read. */
export const resultFileFormats = ['ergrace', 'vra', 'csv'] as const;
export type ResultFileFormat = (typeof resultFileFormats)[number];
export const resultFileFormatLabels: Record<ResultFileFormat, string> = {
  ergrace: 'ErgRace (JSON)',
  vra: 'Venue Racing Application (Results.txt)',
  csv: 'CSV',
};
/** Largest results file read (decoded bytes): a race's file is a few kilobytes, a whole meeting's a few hundred. */
export const RESULTS_FILE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * `results.importFile` (tRPC): the file travels as base64. REST scripts post it as multipart to
 * `POST /api/admin/events/{id}/results/import` instead, which calls the same procedure.
 */
export const resultsImportInput = writeInput({
  eventId: text(128, "L'épreuve est obligatoire"),
  /** Helps tell the format (`… Results.txt`, `.json`, `.csv`); the content decides. */
  fileName: z.string().trim().max(255).optional(),
  contentBase64: z
    .string({ error: 'Le fichier est obligatoire' })
    // Empty when a multipart route hands the server the file's bytes themselves (the API says 'Le fichier est vide' otherwise).
    // Its characters are checked as the server decodes it, in slices (a regular expression over 10 MB held the event loop).
    .max(Math.ceil(RESULTS_FILE_MAX_BYTES / 3) * 4, { error: `Le fichier est trop volumineux. Taille maximum: ${RESULTS_FILE_MAX_BYTES / 1024 / 1024}MB` }),
  dryRun: z.boolean({ error: 'dryRun doit valoir true ou false' }),
  /**
   * The race's results state after the import. Without it the race keeps its state: re-importing a
   * corrected file onto an official race keeps it official.
   */
  resultsState: resultsState.optional(),
});
export type ResultsImportInput = z.input<typeof resultsImportInput>;
/** A note on the file: a line number when it concerns one line (1-based, as an editor shows it). */
export const importNoteSchema = z.object({ line: z.number().int().nullable(), message: z.string() });
export type ImportNote = z.infer<typeof importNoteSchema>;
/**
 * How an import row was linked to an entrant: the entry id our race definition gave the boat (issue 29),
 * the participant id the file carried, or its bib with a name that agrees.
 */
export const importLinkKinds = ['entry', 'id', 'bib'] as const;
/** The entrant a row of a results file is (or would be) credited to. */
export const importedEntrantSchema = z.object({
  id: z.string(),
  /** `Prénom Nom` as registered. */
  name: z.string(),
  club: z.string(),
  category: z.string(),
  bib: z.string().nullable(),
  linkedBy: z.enum(importLinkKinds),
});
export type ImportedEntrant = z.infer<typeof importedEntrantSchema>;
/** One row of a results file as it will be published. */
export const importedResultSchema = z.object({
  line: z.number().int().nullable(),
  status: resultStatus,
  rank: z.number().int().nullable(),
  athlete: z.string(),
  club: z.string(),
  category: z.string(),
  time: z.string().nullable(),
  participantId: z.string().nullable(),
  /** The entry the row was rowed under (issue 29): stored as the result's entryId. */
  entryId: z.string().nullable(),
  /** The entrant the row is credited to (null: the result stands on the file's name and club). */
  entrant: importedEntrantSchema.nullable(),
});
export type ImportedResult = z.infer<typeof importedResultSchema>;
export const resultsImportAnswerSchema = z.object({
  format: z.enum(resultFileFormats),
  eventId: z.string(),
  dryRun: z.boolean(),
  /** Rows as they are (or would be) published. */
  results: z.array(importedResultSchema),
  /** Skipped empty lanes, names normalised, lanes without a time… */
  warnings: z.array(importNoteSchema),
  /** Rows that could not be read; a real import with any of them is refused (400) and changes nothing. */
  errors: z.array(importNoteSchema),
  /** The race's results state before the import. */
  currentResultsState: resultsState,
  /** The state the race's results have (or would have) after it: the current one unless `resultsState` was sent. */
  resultsState,
});
export type ResultsImportAnswer = z.infer<typeof resultsImportAnswerSchema>;
