import {
  CALL_ROOM_DEFAULT_RACES,
  CALL_ROOM_LATE_MINUTES,
  type CallRoom,
  type CallRoomEntry,
  type CallRoomQuery,
  type EntryStatus,
  type Presence,
  parisClock,
  presenceCounts,
  type RaceRound,
  shiftTime,
  type StartListState,
} from '@app/contract';
import type { Db } from '@app/db';
import { badRequest, notFound } from '../../lib/domain-error';
import * as entries from '../entries/entries.repository';
import * as repo from './call-room.repository';

const ENTRY_NOT_FOUND = 'Inscription introuvable';

async function toEntries(db: Db, rows: entries.EntryRow[]): Promise<(CallRoomEntry & { eventId: string })[]> {
  const crewIds = [...new Set(rows.flatMap((row) => entries.parseIds(row.crewMemberIds)))];
  const names = new Map((await repo.findNames(db, crewIds)).map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  return rows.map((row) => ({
    eventId: row.eventId,
    entryId: row.id,
    lane: row.lane,
    participantId: row.participantId,
    firstName: row.firstName,
    lastName: row.lastName,
    club: row.club,
    category: row.category,
    bib: row.bib,
    crewName: row.crewName,
    crewMembers: entries.parseIds(row.crewMemberIds).flatMap((id) => names.get(id) ?? []),
    status: row.status as EntryStatus,
    presence: row.presence as Presence | null,
  }));
}

// The call room reads the start list by lane; entries not drawn yet come last, by name.
const byLane = (a: CallRoomEntry, b: CallRoomEntry) =>
  (a.lane ?? Number.MAX_SAFE_INTEGER) - (b.lane ?? Number.MAX_SAFE_INTEGER) ||
  a.lastName.localeCompare(b.lastName, 'fr') ||
  a.firstName.localeCompare(b.firstName, 'fr');

/**
 * The next races of a day from a time (now in Paris by default): those whose results are not in yet,
 * including the ones programmed up to CALL_ROOM_LATE_MINUTES earlier (the day runs late; a race not
 * rowed is still being called), each with its start list and its presence counts.
 */
export async function nextRaces(db: Db, query: CallRoomQuery, now: Date = new Date()): Promise<CallRoom> {
  const clock = parisClock(now);
  const date = query?.date ?? clock.date;
  const time = query?.time ?? clock.time;
  const races = await repo.findRacesWithoutResults(db, {
    date,
    from: shiftTime(time, -CALL_ROOM_LATE_MINUTES),
    limit: query?.limit ?? CALL_ROOM_DEFAULT_RACES,
  });
  const called = await toEntries(
    db,
    await entries.findByEvents(
      db,
      races.map((r) => r.id),
    ),
  );
  return {
    date,
    time,
    races: races.map((race) => {
      const own = called
        .filter((e) => e.eventId === race.id)
        .map(({ eventId: _, ...e }) => e)
        .sort(byLane);
      return {
        eventId: race.id,
        name: race.name,
        nameEn: race.nameEn,
        date: race.date,
        time: race.time,
        category: race.category,
        round: race.round as RaceRound,
        lanes: race.lanes,
        startList: race.startList as StartListState,
        counts: presenceCounts(own),
        entries: own,
      };
    }),
  };
}

/** One entry as the call room shows it (also what the audit trail reads before and after a tick). */
export async function entryById(db: Db, id: string): Promise<CallRoomEntry> {
  const row = await entries.findById(db, id);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  const [entry] = await toEntries(db, [row]);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  const { eventId: _, ...rest } = entry;
  return rest;
}

/** Ticks an entrant present or absent (null clears the tick); a scratched entry is not called. */
export async function setPresence(db: Db, input: { id: string; presence: Presence | null }): Promise<CallRoomEntry> {
  await db.transaction().execute(async (trx) => {
    const row = await entries.findById(trx, input.id);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    if (row.status === 'scratched') throw badRequest("Inscription forfait : pas de pointage en chambre d'appel");
    await entries.setPresence(trx, input.id, input.presence);
  });
  return entryById(db, input.id);
}
