import type { Db } from '../create-db';
import type { Insertable } from 'kysely';
import type { Progression } from '@app/contract';
import type { Database, NewEntry, NewEvent, NewResult, ParticipantTable } from '../schema';
import { seedDemoPricing } from './demo';
import { seedDemoContent } from './demo-content';
import { eventEntries, pushTo, type SeededEntry } from './event-entries';
import { eventParticipants } from './event-people';
import { eventProgramme, raceDistance } from './event-programme';
import { byFillOrder, qualify } from './event-qualify';
import { createRandom, type Random } from './event-random';
import { raceResults } from './event-results';
import { eventMessages, eventVolunteers } from './event-submissions';

/** Fixed seed: the real-size event is the same rows everywhere; only dates follow `now`. */
const SEED = 20260129;
/** Well under SQLite's 32,766 bound variables per statement for every table here. */
const BATCH = 500;

async function insertInBatches<T extends keyof Database & string>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot narrow the row type of a generic table name.
    await db.insertInto(table).values(rows.slice(i, i + BATCH) as any).execute();
  }
}

/**
 * Every race of the programme rowed by entries: the first rounds drawn (event-entries.ts), their results,
 * then each later round filled by its progression from them and rowed in turn.
 */
export function eventRaces(random: Random, programme: NewEvent[], participants: ParticipantTable[]): { events: NewEvent[]; entries: NewEntry[]; results: NewResult[] } {
  let n = 0;
  const nextId = () => `event-entry-${String(++n).padStart(5, '0')}`;
  const { events, entries } = eventEntries(random, programme, participants, nextId);
  const inEvent = new Map<string, SeededEntry[]>();
  const add = (s: SeededEntry) => pushTo(inEvent, s.entry.eventId as string, s);
  for (const s of entries) add(s);
  const results = new Map<string, NewResult[]>();
  const row = (e: NewEvent) => results.set(e.id, raceResults(random, e.id, raceDistance(e.name), inEvent.get(e.id) ?? []));
  const groups = new Map<string, NewEvent[]>();
  for (const e of events) pushTo(groups, e.raceGroup as string, e);
  const byEntry = new Map(entries.map((s) => [s.entry.id, s]));
  for (const group of groups.values()) {
    const later = group.filter((e) => e.progression);
    for (const e of group) if (!e.progression) row(e);
    // Entrants the later rounds took, per source round: an A final's qualifiers are not a B final's.
    const taken = new Map<string, Set<string>>();
    for (const e of byFillOrder(later)) {
      const progression = JSON.parse(e.progression as string) as Progression;
      const sources = group.filter((s) => s.round === progression.from).map((s) => ({ event: s, results: results.get(s.id) ?? [] }));
      const set = taken.get(progression.from) ?? new Set<string>();
      taken.set(progression.from, set);
      for (const s of qualify(e, progression, sources, set, byEntry, nextId)) {
        add(s);
        byEntry.set(s.entry.id, s);
      }
      row(e);
    }
  }
  const all = events.flatMap((e) => inEvent.get(e.id) ?? []).map((s) => s.entry);
  return { events, entries: all, results: events.flatMap((e) => results.get(e.id) ?? []) };
}

/**
 * The real-size event (120 races, 3,000 entrants, their entries, results, 200 volunteers, 300 messages) plus the
 * demo set's content (pricing, partners, rules, documents), to try screens and exports at full scale.
 */
export async function seedEvent(db: Db, options: { uploadsDir: string; now: Date }): Promise<void> {
  const random = createRandom(SEED);
  const programme = eventProgramme();
  const participants = eventParticipants(random, programme, options.now);
  const races = eventRaces(random, programme, participants);
  await seedDemoPricing(db, options.now);
  await seedDemoContent(db, options.uploadsDir);
  await insertInBatches(db, 'events', races.events);
  await insertInBatches(db, 'participants', participants);
  await insertInBatches(db, 'entries', races.entries);
  await insertInBatches(db, 'results', races.results);
  await insertInBatches(db, 'volunteers', eventVolunteers(random, options.now));
  await insertInBatches(db, 'contactMessages', eventMessages(random, options.now));
}
