import { type RaceRound, roundOrder, type StartListEntry } from '@app/contract';
import { parseRaceTime } from '@app/race-files';
import { conflict, notFound } from '../../lib/domain-error';
import type { Db } from '@app/db';
import type * as entries from '../entries/entries.repository';
import { toStartListEntry as asStartListEntry } from '../entries/entries.service';
import * as repo from './draw.repository';

// What the draw, the start-list update and « Qualifier » share: finding the race and its rounds, the
// seed of an entrant, the lock.

export const LOCKED = 'Liste de départ verrouillée';
export const UNKNOWN_EVENT = 'Épreuve introuvable';

/** The event asked for and every round of its race (its race group, or itself alone). */
export async function loadRace(db: Db, eventId: string) {
  const event = await repo.findEvent(db, eventId);
  if (!event) throw notFound(UNKNOWN_EVENT);
  const events = await repo.findRaceEvents(db, event);
  return { event, events };
}

/** The races of one round of the race, in programme order. */
export const roundOf = (events: readonly repo.DrawEvent[], round: string) => events.filter((e) => e.round === round);

/** The first round rowed: where entries are made and the draw seeds them. */
export function firstRound(events: readonly repo.DrawEvent[]): repo.DrawEvent[] {
  const first = Math.min(...events.map((e) => roundOrder(e.round as RaceRound)));
  return events.filter((e) => roundOrder(e.round as RaceRound) === first);
}

/** A locked or published start list is no longer moved by the draw, a lane change or « Qualifier ». */
export function assertDraft(events: readonly repo.DrawEvent[]) {
  const locked = events.find((e) => e.startList !== 'draft');
  if (locked) throw conflict(`${LOCKED} : « ${locked.name} »`);
}

/** The declared time for this race, else the personal best; a time the race files cannot read counts as none. */
export const seedOf = (
  entrant: Pick<entries.EntryRow, 'seedTime' | 'personalBest'>,
): { time: string; seconds: number } | null => {
  const raw = entrant.seedTime ?? entrant.personalBest;
  return raw ? parseRaceTime(raw) : null;
};

/** An entrant on the draw's board, shown with the time it is seeded by. */
export const toStartListEntry = (e: entries.EntryRow): StartListEntry => asStartListEntry(e, seedOf(e)?.time ?? null);
