import { type DrawEntrant, drawHeats, MAX_LANES } from '@app/contract';
import type { NewEntry, NewEvent, ParticipantTable } from '../schema';
import { categorySlowness } from './event-people';
import { isRelayCategory, raceDistance } from './event-programme';
import { formatTenths, type Random, tenthsOf } from './event-random';

// Entries of the real-size event (issue 29, item 8): every participant is entered in the first round of
// one or both races of their category (the 500 m and the longer distance), relay athletes as crews of
// four, and each race's first round is drawn with the contract's `drawHeats`, as « Répartir » does.

/** Entrants per participant on average: some row both races of their category, most one. */
const ENTRIES_PER_ATHLETE = 1.1;
const CREW = 4;

/** Fastest and slowest plausible times in tenths, per distance rowed by one athlete. */
export const timeRange: Record<number, [number, number]> = {
  500: [850, 1300],
  1000: [1850, 2700],
  1500: [2850, 4000],
  2000: [3500, 5100],
};

/** Tenths a rower of this ability (0 fastest, 1 slowest) rows over the distance. */
export const timeFor = (metres: number, ability: number): number => {
  const [fastest, slowest] = timeRange[metres] ?? (timeRange[2000] as [number, number]);
  return fastest + Math.round((slowest - fastest) * Math.min(1, Math.max(0, ability)));
};

export function pushTo<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/** What the seed knows of an entry beyond its row: how fast it rows. */
export interface SeededEntry {
  entry: NewEntry;
  /** 0 fastest, 1 slowest: sets the entry's race times. */
  ability: number;
  athlete: string;
  club: string;
  category: string;
}

/**
 * Each participant's ability: from the 2000 m personal best when there is one, else drawn where the
 * participant generator draws bests for their category.
 */
function abilities(random: Random, participants: readonly ParticipantTable[]): Map<string, number> {
  const [fastest, slowest] = timeRange[2000] as [number, number];
  const out = new Map<string, number>();
  for (const p of participants) {
    const best = p.personalBest ? tenthsOf(p.personalBest) : fastest + Math.round(1600 * (categorySlowness(p.championshipId, p.category) + random.next() * 0.3) * 0.85);
    out.set(p.id, (best - fastest) / (slowest - fastest));
  }
  return out;
}

/** Crews of four of one club where a club has four, the others as « Entente » crews; a leftover rows as a reserve of the last crew. */
function crews(members: readonly ParticipantTable[]): { name: string; club: string; members: ParticipantTable[] }[] {
  const byClub = new Map<string, ParticipantTable[]>();
  for (const p of members) pushTo(byClub, p.club, p);
  const out: { name: string; club: string; members: ParticipantTable[] }[] = [];
  const rest: ParticipantTable[] = [];
  for (const [club, list] of byClub) {
    const full = Math.floor(list.length / CREW);
    for (let k = 0; k < full; k++) out.push({ name: full > 1 ? `${club} ${k + 1}` : club, club, members: list.slice(k * CREW, (k + 1) * CREW) });
    rest.push(...list.slice(full * CREW));
  }
  for (let k = 0; k * CREW < rest.length; k++) {
    const crew = rest.slice(k * CREW, (k + 1) * CREW);
    if (crew.length < CREW && out.length > 0) (out[out.length - 1] as { members: ParticipantTable[] }).members.push(...crew);
    else out.push({ name: `Entente ${k + 1}`, club: (crew[0] as ParticipantTable).club, members: crew });
  }
  return out;
}

export interface EventEntries {
  /** The first rounds' events with their lanes set to hold their entrants. */
  events: NewEvent[];
  entries: SeededEntry[];
}

/** Entries in every race group's first round, drawn into its heats. */
export function eventEntries(random: Random, programme: readonly NewEvent[], participants: readonly ParticipantTable[], nextId: () => string): EventEntries {
  const ability = abilities(random, participants);
  const bests = new Map(participants.map((p) => [p.id, p.personalBest]));
  const byCategory = new Map<string, ParticipantTable[]>();
  for (const p of participants) pushTo(byCategory, `${p.championshipId}/${p.category}`, p);
  // Each race group's first round, in programme order: the first events of a group are its first round.
  const firstRounds = new Map<string, NewEvent[]>();
  for (const e of programme) {
    const group = e.raceGroup as string;
    const list = firstRounds.get(group);
    if (!list) firstRounds.set(group, [e]);
    else if ((list[0] as NewEvent).round === e.round) list.push(e);
  }
  const groupsOf = new Map<string, string[]>();
  for (const [group, events] of firstRounds) {
    const first = events[0] as NewEvent;
    pushTo(groupsOf, `${first.championshipId}/${first.category}`, group);
  }

  const lanes = new Map<string, number>();
  const entries: SeededEntry[] = [];
  for (const [key, groups] of groupsOf) {
    const people = byCategory.get(key) ?? [];
    const shuffled = random.sample(people, people.length);
    // Who enters which race: the first group takes the head of the shuffled list, the second its tail,
    // those in the middle row both; never more than the first round's ergometers can hold.
    const capacity = groups.map((g) => (firstRounds.get(g) as NewEvent[]).length * MAX_LANES);
    const relay = isRelayCategory(key.slice(key.indexOf('/') + 1));
    const room = capacity.reduce((a, b) => a + b, 0);
    const total = relay ? people.length : Math.min(room, Math.round(people.length * ENTRIES_PER_ATHLETE));
    const sizes = groups.map((_, i) => Math.min(capacity[i] as number, people.length, Math.round((total * (capacity[i] as number)) / room)));
    groups.forEach((group, i) => {
      const heats = firstRounds.get(group) as NewEvent[];
      const first = heats[0] as NewEvent;
      const metres = raceDistance(first.name);
      const taken = i === 0 ? shuffled.slice(0, sizes[i]) : shuffled.slice(shuffled.length - (sizes[i] as number));
      const seeded: SeededEntry[] = [];
      if (relay) {
        for (const crew of crews(taken)) {
          const level = crew.members.reduce((sum, m) => sum + (ability.get(m.id) ?? 0.5), 0) / crew.members.length;
          const [lead, ...others] = crew.members as [ParticipantTable, ...ParticipantTable[]];
          seeded.push(entryFor(lead, level, crew.name, crew.club, others, formatTenths(timeFor(metres, level + (random.next() - 0.5) * 0.06)), nextId));
        }
      } else {
        for (const p of taken) {
          const level = ability.get(p.id) ?? 0.5;
          // The 2000 m is seeded on the personal best; other distances on a declared time, when the athlete gave one.
          const declared = (metres !== 2000 || !p.personalBest) && (p.personalBest !== null || random.chance(0.5));
          seeded.push(entryFor(p, level, null, p.club, [], declared ? formatTenths(timeFor(metres, level + (random.next() - 0.5) * 0.06)) : null, nextId));
        }
      }
      const perHeat = Math.ceil(seeded.length / heats.length);
      for (const h of heats) lanes.set(h.id, Math.max(perHeat, 1));
      const drawn = drawHeats(
        seeded.map((s): DrawEntrant => {
          const seed = s.entry.seedTime ?? (s.entry.crewName ? null : bests.get(s.entry.participantId)) ?? null;
          return { id: s.entry.id, seedSeconds: seed ? tenthsOf(seed) / 10 : null, tieBreak: `${s.entry.createdAt}|${s.entry.id}` };
        }),
        heats.map((h) => ({ lanes: lanes.get(h.id) as number })),
      );
      if ('error' in drawn) throw new Error(`${group}: ${drawn.error}`);
      const byId = new Map(seeded.map((s) => [s.entry.id, s]));
      for (const seat of drawn.seats) {
        const s = byId.get(seat.id) as SeededEntry;
        s.entry.eventId = (heats[seat.heat] as NewEvent).id;
        s.entry.lane = seat.lane;
      }
      entries.push(...seeded);
    });
  }
  return { events: programme.map((e) => (lanes.has(e.id) ? { ...e, lanes: lanes.get(e.id) } : e)), entries };
}

function entryFor(lead: ParticipantTable, ability: number, crewName: string | null, club: string, others: readonly ParticipantTable[], seedTime: string | null, nextId: () => string): SeededEntry {
  return {
    entry: {
      id: nextId(),
      eventId: '',
      participantId: lead.id,
      crewName,
      crewMemberIds: JSON.stringify(others.map((o) => o.id)),
      seedTime,
      lane: null,
      // Entered when the athlete registered.
      createdAt: lead.registrationDate,
    },
    ability,
    athlete: crewName ?? `${lead.firstName} ${lead.lastName}`,
    club,
    category: lead.category,
  };
}
