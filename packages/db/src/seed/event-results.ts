import type { NewResult } from '../schema';
import type { SeededEntry } from './event-entries';
import { timeFor } from './event-entries';
import { formatTenths, type Random } from './event-random';

/**
 * One race's results, rowed by its entries: each row carries the entry and its participant (a relay's
 * first member), times follow the entrant's ability with a little of the day's form, ranked by time.
 */
export function raceResults(random: Random, eventId: string, metres: number, entries: readonly SeededEntry[]): NewResult[] {
  const rowed = entries.map((s) => ({ s, time: timeFor(metres, 0.02 + s.ability * 0.85 + random.next() * 0.1) })).sort((a, b) => a.time - b.time || (a.s.entry.id < b.s.entry.id ? -1 : 1));
  // One tenth apart at least: a ranking without ties, as the rules' tie-breaks would leave it.
  for (let i = 1; i < rowed.length; i++) {
    const [previous, current] = [rowed[i - 1], rowed[i]] as [{ time: number }, { time: number }];
    if (current.time <= previous.time) current.time = previous.time + 1;
  }
  return rowed.map(({ s, time }, i) => ({
    id: `${eventId}-r${i + 1}`,
    eventId,
    rank: i + 1,
    athlete: s.athlete,
    category: s.category,
    club: s.club,
    time: formatTenths(time),
    participantId: s.entry.participantId,
    entryId: s.entry.id,
  }));
}
