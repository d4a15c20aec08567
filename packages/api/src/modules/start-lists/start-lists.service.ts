import type { AthleteRace, ProgrammeEvent, StartList, StartListEntry } from '@app/contract';
import { readJson } from '@app/db';
import { notFound } from '../../lib/domain-error';
import type { PublicReads } from '../results/results.service';
import { toStartListEntry } from '../entries/entries.service';
import * as events from '../events/events.service';
import * as repo from './start-lists.repository';

export const UNKNOWN_RACE = 'Épreuve introuvable';

/** Everything the public reads of start lists need, built once per data version (every admin write drops it). */
export interface PublishedStartLists {
  /** The public programme (active races of active championships), in time order. */
  programme: ProgrammeEvent[];
  byId: Map<string, ProgrammeEvent>;
  /** Entries of each published round, lanes ascending (an entry with no lane yet last). */
  entries: Map<string, StartListEntry[]>;
  /** The rounds each participant rows in (a relay crew's every member), with the lane. */
  rounds: Map<string, { eventId: string; lane: number | null }[]>;
}

// A time declared for this race, else the entrant's personal best (the draw's seed).
const toEntry = (row: repo.PublishedEntryRow): StartListEntry =>
  toStartListEntry(row, row.seedTime ?? row.personalBest);

const byLane = (a: StartListEntry, b: StartListEntry) =>
  (a.lane ?? Number.MAX_SAFE_INTEGER) - (b.lane ?? Number.MAX_SAFE_INTEGER) ||
  a.lastName.localeCompare(b.lastName, 'fr') ||
  a.entryId.localeCompare(b.entryId);

export function indexStartLists(
  programme: ProgrammeEvent[],
  rows: readonly repo.PublishedEntryRow[],
): PublishedStartLists {
  const entries = new Map<string, StartListEntry[]>();
  const rounds = new Map<string, { eventId: string; lane: number | null }[]>();
  for (const row of rows) {
    const list = entries.get(row.eventId) ?? [];
    list.push(toEntry(row));
    entries.set(row.eventId, list);
    // A scratched entrant no longer rows this race: it is no race of theirs to come.
    if (row.status === 'scratched') continue;
    for (const id of [row.participantId, ...readJson<string[]>(row.crewMemberIds, [])]) {
      const mine = rounds.get(id) ?? [];
      mine.push({ eventId: row.eventId, lane: row.lane });
      rounds.set(id, mine);
    }
  }
  for (const list of entries.values()) list.sort(byLane);
  return { programme, byId: new Map(programme.map((e) => [e.id, e])), entries, rounds };
}

export const publishedStartLists = (deps: PublicReads): Promise<PublishedStartLists> =>
  deps.publicCache.get('start-lists:published', async () => {
    const [programme, rows] = await Promise.all([
      events.list(deps.db, { activeOnly: true }),
      repo.findPublishedEntries(deps.db),
    ]);
    return indexStartLists(programme, rows);
  });

/** Published entries of a race of the public programme; none before publication. */
export const entriesOf = (lists: PublishedStartLists, event: ProgrammeEvent): StartListEntry[] =>
  event.startList === 'published' ? (lists.entries.get(event.id) ?? []) : [];

/** One round's public start list; 404 for a race that is unknown or hidden from the public. */
export async function startList(deps: PublicReads, eventId: string): Promise<StartList> {
  const lists = await publishedStartLists(deps);
  const event = lists.byId.get(eventId);
  if (!event) throw notFound(UNKNOWN_RACE);
  return { event, round: event.round, published: event.startList === 'published', entries: entriesOf(lists, event) };
}

/** An athlete's races to come (on `today`, Paris date, or later) in published start lists, in time order. */
export function racesOf(lists: PublishedStartLists, participantIds: readonly string[], today: string): AthleteRace[] {
  const found = new Map<string, AthleteRace>();
  for (const id of participantIds) {
    for (const { eventId, lane } of lists.rounds.get(id) ?? []) {
      const event = lists.byId.get(eventId);
      if (!event || event.date < today || found.has(eventId)) continue;
      found.set(eventId, {
        eventId,
        name: event.name,
        nameEn: event.nameEn,
        date: event.date,
        time: event.time,
        lane,
        round: event.round,
      });
    }
  }
  return [...found.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.name.localeCompare(b.name, 'fr'),
  );
}
