import {
  type RaceRecord,
  type ResultCorrection,
  resultStatusLabels,
  type ResultStatus,
  searchText,
} from '@app/contract';
import type { Db, DbTransaction } from '@app/db';
import { newId } from '../../lib/ids';

// Official at a time (issue 33, item 3). The moment a race's results become official is kept on the
// event; every change to an official race's results (a ranking replaced, imported, or one row edited,
// added or removed) is journaled, row by row, as an erratum.

type Conn = Db | DbTransaction;

/** Provisional clears the moment; official keeps the first moment until the race is made provisional again. */
export async function markState(db: Conn, eventId: string, resultsState: string, now = new Date()) {
  const answer = await db.updateTable('events').set({ resultsState }).where('id', '=', eventId).executeTakeFirst();
  if (resultsState === 'official')
    await db
      .updateTable('events')
      .set({ officialAt: now.toISOString() })
      .where('id', '=', eventId)
      .where('officialAt', 'is', null)
      .execute();
  else await db.updateTable('events').set({ officialAt: null }).where('id', '=', eventId).execute();
  return answer;
}

const snapshot = (db: Conn, eventId: string) =>
  db
    .selectFrom('results')
    .leftJoin('entries', 'entries.id', 'results.entryId')
    .select([
      'results.participantId',
      'results.entryId',
      'results.athlete',
      'results.status',
      'results.rank',
      'results.time',
      'entries.lane',
    ])
    .where('results.eventId', '=', eventId)
    .execute();
type Snap = Awaited<ReturnType<typeof snapshot>>[number];

const keyOf = (row: Snap) => row.participantId ?? row.entryId ?? searchText(row.athlete);
const shown = (row: Snap | undefined) =>
  !row ? '—' : row.status === 'finished' ? (row.time ?? '') : resultStatusLabels[row.status as ResultStatus].short;

/** The errata between two states of a race's rows: a changed time or status, else a changed rank. */
export function corrections(before: readonly Snap[], after: readonly Snap[], at: string): ResultCorrection[] {
  const old = new Map(before.map((r) => [keyOf(r), r]));
  const now = new Map(after.map((r) => [keyOf(r), r]));
  const out: ResultCorrection[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key);
    const b = now.get(key);
    const row = (b ?? a) as Snap;
    let from = shown(a);
    let to = shown(b);
    if (from === to) {
      if (a?.rank === b?.rank) continue;
      from = `#${a?.rank ?? '—'}`;
      to = `#${b?.rank ?? '—'}`;
    }
    out.push({ correctedAt: at, lane: b?.lane ?? a?.lane ?? null, athlete: row.athlete, before: from, after: to });
  }
  return out;
}

/**
 * Runs a change to a race's results; when the race was official, journals what it changed. Inside the
 * caller's transaction: the change and its errata land together or not at all.
 */
export async function journaled<T>(trx: DbTransaction, eventId: string, change: () => Promise<T>): Promise<T> {
  const event = await trx.selectFrom('events').select('officialAt').where('id', '=', eventId).executeTakeFirst();
  if (!event?.officialAt) return change();
  const before = await snapshot(trx, eventId);
  const answer = await change();
  const rows = corrections(before, await snapshot(trx, eventId), new Date().toISOString());
  if (rows.length > 0)
    await trx
      .insertInto('resultCorrections')
      .values(rows.map((c) => ({ id: newId(), eventId, ...c })))
      .execute();
  return answer;
}

export async function raceRecord(db: Db, eventId: string): Promise<RaceRecord> {
  const [event, errata] = await Promise.all([
    db.selectFrom('events').select('officialAt').where('id', '=', eventId).executeTakeFirst(),
    db
      .selectFrom('resultCorrections')
      .select(['correctedAt', 'lane', 'athlete', 'before', 'after'])
      .where('eventId', '=', eventId)
      .orderBy('correctedAt')
      .orderBy('id')
      .execute(),
  ]);
  return { officialAt: event?.officialAt ?? null, errata };
}
