import type { Db } from '@app/db';
import { newId, nowIso } from '../../lib/ids';
import * as repo from './entries.repository';

// Entries written in bulk by the participants import (issue 29): one read of who is already in which
// round, one batch of inserts, inside the import's transaction.

export type RaceEvent = Awaited<ReturnType<typeof repo.findRaceEvents>>[number];
export const raceEvents = (db: Db): Promise<RaceEvent[]> => repo.findRaceEvents(db);

/** One round of one race: the heats of a race group's round share it; an event of no group is its own. */
export const roundKey = (e: Pick<RaceEvent, 'id' | 'round' | 'raceGroup'>) => (e.raceGroup ? `g\u0000${e.raceGroup}\u0000${e.round}` : `e\u0000${e.id}`);

export type WantedEntry = { participantId: string; eventId: string };

/**
 * The wanted entries not there yet: a participant already in the event's round (in this event or another
 * heat of it, as entrant or crew member, scratched or not) is left as they are, so a re-import adds nothing.
 */
export async function missingEntries(db: Db, events: readonly RaceEvent[], wanted: readonly WantedEntry[]): Promise<WantedEntry[]> {
  if (wanted.length === 0) return [];
  const byId = new Map(events.map((e) => [e.id, e]));
  const rounds = new Set(wanted.flatMap((w) => (byId.has(w.eventId) ? [roundKey(byId.get(w.eventId) as RaceEvent)] : [])));
  const roundEvents = events.filter((e) => rounds.has(roundKey(e))).map((e) => e.id);
  const taken = new Set<string>();
  for (const entry of await repo.findBareByEvents(db, roundEvents)) {
    const key = roundKey(byId.get(entry.eventId) as RaceEvent);
    for (const person of [entry.participantId, ...repo.parseIds(entry.crewMemberIds)]) taken.add(`${key}\u0000${person}`);
  }
  return wanted.filter((w) => {
    const event = byId.get(w.eventId);
    const key = event && `${roundKey(event)}\u0000${w.participantId}`;
    if (!key || taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}

export async function insertEntries(db: Db, entries: readonly WantedEntry[]): Promise<void> {
  const createdAt = nowIso();
  await repo.insertMany(
    db,
    entries.map((e) => ({ id: newId(), eventId: e.eventId, participantId: e.participantId, crewMemberIds: '[]', status: 'entered', createdAt })),
  );
}
