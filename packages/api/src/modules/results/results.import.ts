import {
  type ImportNote,
  RACE_MAX_RESULTS,
  type ResultsImportAnswer,
  type ResultsState,
  type resultsImportInput,
} from '@app/contract';
import type { Db } from '@app/db';
import {
  base64Source,
  type ByteSource,
  emptyLaneOf,
  isNameNote,
  type ParsedResults,
  parseResultsFile,
  RaceFileError,
} from '@app/race-files';
import type { z } from 'zod';
import { DomainError, notFound } from '../../lib/domain-error';
import { checkRows, type RaceEntry, withLine } from './results.import-rows';
import * as entriesRepo from '../entries/entries.repository';
import * as repo from './results.repository';
import { replaceRanking, UNKNOWN_EVENT } from './results.service';

/** A file that cannot be read at all: a 400 whose message names the line, and the line itself for REST. */
export class UnreadableResultsFile extends DomainError {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super('BAD_REQUEST', withLine(line, message));
  }
}

/**
 * Which of the reader's notes still tell the administrator something once rows are linked to entries: a
 * row linked by its entry is published under the registered name (how the file spelt it is moot), and a
 * lane the start list left empty is empty in the file too (only an entrant's lane found empty is news).
 */
const newsTo = (linkedByEntry: ReadonlySet<number>, entries: readonly RaceEntry[], raceId: string) => {
  const ours = entries.filter((e) => e.eventId === raceId);
  const drawn = new Set(ours.map((e) => e.lane));
  return (note: ImportNote) => {
    if (note.line !== null && linkedByEntry.has(note.line) && isNameNote(note.message)) return false;
    const emptyLane = emptyLaneOf(note.message);
    // Entries not drawn yet took free lanes in the race file, lanes the import cannot tell: every note kept.
    return emptyLane === null || ours.length === 0 || drawn.has(null) || drawn.has(emptyLane);
  };
};

/** Notes in the order of the file; those about the whole file (no line) last. */
const byLine = (a: ImportNote, b: ImportNote) =>
  (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER);

/** How many refused lines a refused import names before "and N more". */
const NAMED_ERRORS = 5;
/** As many rows as setRankingInput accepts. */
const MAX_ROWS = RACE_MAX_RESULTS;

async function parse(file: ByteSource, fileName: string | undefined): Promise<ParsedResults> {
  if (file.size === 0) throw new UnreadableResultsFile('Le fichier est vide', null);
  try {
    // Decoded and read in slices, and no further than MAX_ROWS rows: a file far longer is refused as soon as known.
    return await parseResultsFile(file, fileName, { maxRows: MAX_ROWS });
  } catch (e) {
    if (e instanceof RaceFileError) throw new UnreadableResultsFile(e.message, e.line);
    throw e;
  }
}

/**
 * Reads a race software's results file into the race's ranking. A dry run answers what would be
 * published and stores nothing; a real import refuses the whole file when any row cannot be read, else
 * replaces the race's results in one transaction (the same file imported twice gives the same rows).
 */
export async function importFile(
  db: Db,
  input: z.output<typeof resultsImportInput>,
  file?: ByteSource,
): Promise<ResultsImportAnswer> {
  const race = await repo.findRace(db, input.eventId);
  if (!race) throw notFound(UNKNOWN_EVENT);
  // The bytes a multipart route received, else the base64 a tRPC client sent.
  const parsed = await parse(file ?? base64Source(input.contentBase64), input.fileName);

  const ids = [...new Set(parsed.rows.map((r) => r.externalId?.trim()).filter((id): id is string => !!id))];
  const [participants, entries] = await Promise.all([
    repo.matchableParticipants(db, ids, race.championshipId),
    entriesRepo.findInRaceGroup(db, race),
  ]);
  const checked = checkRows(parsed.rows, participants, race, entries);
  const errors = [...parsed.errors, ...checked.errors].sort(byLine);
  if (checked.rows.length > MAX_ROWS)
    errors.push({
      line: null,
      message: `Une épreuve ne peut pas avoir plus de ${MAX_ROWS} résultats (${checked.rows.length} dans le fichier)`,
    });
  if (checked.rows.length === 0 && errors.length === 0)
    errors.push({ line: null, message: 'Aucun résultat dans le fichier' });
  const currentResultsState = race.resultsState as ResultsState;
  const answer: ResultsImportAnswer = {
    format: parsed.format,
    eventId: race.id,
    dryRun: input.dryRun,
    results: checked.results,
    warnings: [...parsed.warnings.filter(newsTo(checked.linkedByEntry, entries, race.id)), ...checked.warnings].sort(
      byLine,
    ),
    errors,
    currentResultsState,
    // An official race stays official unless the administrator says otherwise (issue 27).
    resultsState: input.resultsState ?? currentResultsState,
  };
  if (input.dryRun) return answer;

  if (errors.length > 0) {
    const named = errors.slice(0, NAMED_ERRORS).map((e) => withLine(e.line, e.message));
    const more = errors.length > NAMED_ERRORS ? ` (et ${errors.length - NAMED_ERRORS} autre(s))` : '';
    const first = errors[0]?.line ?? null;
    throw new UnreadableResultsFile(`${named.join(' ; ')}${more}. Fichier refusé : rien n'a été modifié.`, first);
  }
  await db.transaction().execute(async (trx) => {
    // The race may have been deleted while the file was read.
    if (!(await repo.eventExists(trx, race.id))) throw notFound(UNKNOWN_EVENT);
    await replaceRanking(trx, { eventId: race.id, rows: checked.rows, resultsState: answer.resultsState });
  });
  return answer;
}
