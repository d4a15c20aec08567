import {
  type ImportNote,
  PARTICIPANTS_IMPORT_ERRORS_SHOWN,
  PARTICIPANTS_IMPORT_MAX_ROWS,
  PARTICIPANTS_IMPORT_ROWS_SHOWN,
  type ParticipantImportField,
  parisDate,
  participantsImportOptions,
  type ParticipantsImportAnswer,
  tooLargeMessage,
  writeInput,
} from '@app/contract';
import { type Db, fromBool, type ParticipantTable } from '@app/db';
import { atLine, base64Source, type ByteSource, type ParsedParticipants, parseParticipantsCsv, RaceFileError } from '@app/race-files';
import { z } from 'zod';
import { badRequest, conflict } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/sql-errors';
import { insertEntries, missingEntries, type RaceEvent, raceEvents } from '../entries/entries.import';
import { eventMatcher } from './participants.import-events';
import { type ImportPlan, planParticipantsImport } from './participants.import-plan';
import * as repo from './participants.repository';

/** Largest entries spreadsheet read (3,000 rows weigh about 300 KB). */
export const PARTICIPANTS_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
const MAX_BASE64_CHARS = Math.ceil(PARTICIPANTS_IMPORT_MAX_BYTES / 3) * 4;

export const participantsImportInput = writeInput({
  contentBase64: z
    .string({ error: 'Le fichier est obligatoire' })
    // Its characters are checked as it is decoded, in slices (base64Source).
    .max(MAX_BASE64_CHARS, { error: tooLargeMessage(PARTICIPANTS_IMPORT_MAX_BYTES / 1024 / 1024) }),
  ...participantsImportOptions.shape,
});
export type ParticipantsImportInput = z.output<typeof participantsImportInput>;

/** A file that cannot be read at all, or longer than an import takes: a 400 naming the line. */
async function parse(file: ByteSource, mapping: ParticipantsImportInput['mapping']): Promise<ParsedParticipants> {
  try {
    return await parseParticipantsCsv(file, { mapping, maxRows: PARTICIPANTS_IMPORT_MAX_ROWS });
  } catch (e) {
    if (!(e instanceof RaceFileError)) throw e;
    throw badRequest(atLine(e.line, e.message));
  }
}

/** '3 lignes refusées : ligne 4 : … ; ligne 9 : …' — the first few, so the message stays readable. */
export function refusedMessage(errors: ImportNote[]): string {
  const shown = errors.slice(0, 3).map((e) => e.message.replace(/^Ligne/, 'ligne'));
  const count = errors.length === 1 ? '1 ligne refusée' : `${errors.length} lignes refusées`;
  return `${count} : ${shown.join(' ; ')}${errors.length > shown.length ? ' ; …' : ''}`;
}

type Planned = ImportPlan & { events: RaceEvent[] };

async function plan(db: Db, parsed: ParsedParticipants, defaultChampionshipId: string | undefined): Promise<Planned> {
  const [championships, stored, events] = await Promise.all([repo.championshipNames(db), repo.findAllStored(db), raceEvents(db)]);
  const mappedFields = new Set(parsed.columns.map((c) => c.field).filter((f): f is ParticipantImportField => f !== null));
  const planned = await planParticipantsImport({ rows: parsed.rows, mappedFields, championships, defaultChampionshipId, stored, today: parisDate(), matchEvents: eventMatcher(events) });
  return { rows: planned.rows, events, errors: [...parsed.errors, ...planned.errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}

/** The entries the rows' `Épreuves` cells ask for and that are not there yet; a created row's participant has none. */
async function entriesToAdd(db: Db, { rows, events }: Planned, createdIds: ReadonlyMap<number, string>) {
  const wanted = rows.flatMap((r) => {
    const participantId = r.id ?? createdIds.get(r.line) ?? `new\u0000${r.line}`;
    return r.eventIds.map((eventId) => ({ participantId, eventId }));
  });
  return missingEntries(db, events, wanted);
}

/** A day read from the file, stored at noon UTC: the same calendar day wherever it is shown, Paris included. */
const atNoon = (day: string) => `${day}T12:00:00.000Z`;

async function store(db: Db, planned: Planned): Promise<number> {
  const { rows } = planned;
  const now = nowIso();
  const columns = (r: ImportPlan['rows'][number]) => ({
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    club: r.club,
    category: r.category,
    championshipId: r.championshipId,
    bib: r.bib,
    personalBest: r.personalBest,
    confirmed: fromBool(r.confirmed),
    paid: fromBool(r.paid),
  });
  const createdIds = new Map<number, string>();
  const inserts: ParticipantTable[] = rows
    .filter((r) => r.action === 'create')
    .map((r) => {
      const id = newId();
      createdIds.set(r.line, id);
      return { id, registrationDate: r.registrationDate ? atNoon(r.registrationDate) : now, ...columns(r) };
    });
  await repo.insertMany(db, inserts);
  for (const r of rows) {
    if (r.action === 'update' && r.id) await repo.update(db, r.id, { ...columns(r), ...(r.registrationDate ? { registrationDate: atNoon(r.registrationDate) } : {}) });
  }
  // In the same transaction as the participants: a refused import leaves no entry either.
  const entries = await entriesToAdd(db, planned, createdIds);
  await insertEntries(db, entries);
  return entries.length;
}

/**
 * Reads an entries spreadsheet; a dry run answers the preview, a real one stores every row or none.
 * `file`: the bytes a multipart route received, else the base64 a tRPC client sent is read.
 */
export async function importFile(db: Db, input: ParticipantsImportInput, file?: ByteSource): Promise<ParticipantsImportAnswer> {
  const parsed = await parse(file ?? base64Source(input.contentBase64), input.mapping);
  if (input.championshipId && !(await repo.championshipExists(db, input.championshipId))) throw badRequest('Championnat inconnu');
  // Bounded whatever the file: the first rows and refusals, and the counts of all (a 100,000-row
  // preview was 10 MB of JSON).
  const answer = (planned: ImportPlan, entriesCreated: number): ParticipantsImportAnswer => ({
    dryRun: input.dryRun,
    encoding: parsed.encoding,
    separator: parsed.separator,
    columns: parsed.columns,
    mapping: parsed.mapping,
    rows: planned.rows.slice(0, PARTICIPANTS_IMPORT_ROWS_SHOWN),
    errors: planned.errors.slice(0, PARTICIPANTS_IMPORT_ERRORS_SHOWN),
    created: planned.rows.filter((r) => r.action === 'create').length,
    updated: planned.rows.filter((r) => r.action === 'update').length,
    unchanged: planned.rows.filter((r) => r.action === 'unchanged').length,
    entriesCreated,
    refused: planned.errors.length,
  });
  if (input.dryRun) {
    const planned = await plan(db, parsed, input.championshipId);
    return answer(planned, (await entriesToAdd(db, planned, new Map())).length);
  }
  try {
    // Read, checked and written in one transaction: nothing else writes between the plan and the rows.
    return await db.transaction().execute(async (trx) => {
      const planned = await plan(trx, parsed, input.championshipId);
      if (planned.errors.length > 0) throw badRequest(refusedMessage(planned.errors));
      if (planned.rows.length === 0) throw badRequest('Le fichier ne contient aucun participant');
      return answer(planned, await store(trx, planned));
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('Dossard déjà attribué dans ce championnat : réessayez l’import');
    throw e;
  }
}
