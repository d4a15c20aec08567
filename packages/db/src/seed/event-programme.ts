import type { Progression, RaceRound, StartListState } from '@app/contract';
import type { NewEvent } from '../schema';
import { asciiLower } from './event-random';

// 120 races over the three days: every championship category gets heats and finals over its distances.

const [d1, d2, d3] = ['2026-01-29', '2026-01-30', '2026-01-31'] as const;

const categoryEn: Record<string, string> = {
  'Seniors Hommes': 'Senior Men',
  'Seniors Femmes': 'Senior Women',
  'Masters A': 'Masters A',
  'Masters B': 'Masters B',
  'J16 Garçons': 'J16 Boys',
  'J16 Filles': 'J16 Girls',
  'J18 Garçons': 'J18 Boys',
  'J18 Filles': 'J18 Girls',
  'Collège Garçons': 'Middle School Boys',
  'Collège Filles': 'Middle School Girls',
  'Lycée Garçons': 'High School Boys',
  'Lycée Filles': 'High School Girls',
  'PR1 Mixte': 'PR1 Mixed',
  'PR2 Mixte': 'PR2 Mixed',
  'PR3 Mixte': 'PR3 Mixed',
  'VI Mixte': 'VI Mixed',
  'Avirose Individuel': 'Avirose Individual',
  'Avirose Relais': 'Avirose Relay',
  'Open Hommes': 'Open Men',
  'Open Femmes': 'Open Women',
  Vétérans: 'Veterans',
  'Relais mixte': 'Mixed Relay',
};

/** Rounds in the order they are rowed: heats first, A final last. */
const rounds = ['Série 1', 'Série 2', 'Série 3', 'Repêchage', 'Demi-finale', 'Finale B', 'Finale', 'Finale A'] as const;
type Round = (typeof rounds)[number];
const roundEn: Record<Round, string> = {
  'Série 1': 'Heat 1',
  'Série 2': 'Heat 2',
  'Série 3': 'Heat 3',
  Repêchage: 'Repechage',
  'Demi-finale': 'Semi-final',
  'Finale B': 'B Final',
  Finale: 'Final',
  'Finale A': 'A Final',
};

/** The seed's round names as the contract's rounds: a single « Finale » is an A final. */
const roundOf: Record<Round, RaceRound> = {
  'Série 1': 'heat',
  'Série 2': 'heat',
  'Série 3': 'heat',
  Repêchage: 'repechage',
  'Demi-finale': 'semi',
  'Finale B': 'final_b',
  Finale: 'final_a',
  'Finale A': 'final_a',
};

type Block = [championshipId: string, date: string, categories: string[], distance: string, distanceEn: string, rounds: Round[]];

const blocks: Block[] = [
  // 24 Elite races on Friday.
  ['elite', d2, ['Seniors Hommes', 'Seniors Femmes', 'Masters A', 'Masters B'], '2000 m', '2000 m', ['Série 1', 'Série 2', 'Finale B', 'Finale A']],
  ['elite', d2, ['Seniors Hommes', 'Seniors Femmes', 'Masters A', 'Masters B'], '500 m', '500 m', ['Demi-finale', 'Finale']],
  // 16 Para races on Friday.
  ['para', d2, ['PR1 Mixte', 'PR2 Mixte'], '1000 m', '1000 m', ['Série 1', 'Série 2', 'Finale']],
  ['para', d2, ['PR3 Mixte', 'VI Mixte'], '2000 m', '2000 m', ['Série 1', 'Série 2', 'Finale']],
  ['para', d2, ['PR1 Mixte', 'PR2 Mixte', 'PR3 Mixte', 'VI Mixte'], '500 m', '500 m', ['Finale']],
  // 20 School races on Thursday.
  ['school', d1, ['Collège Garçons', 'Collège Filles'], '1000 m', '1000 m', ['Série 1', 'Série 2', 'Finale']],
  ['school', d1, ['Lycée Garçons', 'Lycée Filles'], '2000 m', '2000 m', ['Série 1', 'Série 2', 'Finale']],
  ['school', d1, ['Collège Garçons', 'Collège Filles', 'Lycée Garçons', 'Lycée Filles'], '500 m', '500 m', ['Demi-finale', 'Finale']],
  // 20 Youth races on Saturday.
  ['youth', d3, ['J16 Garçons', 'J16 Filles'], '1500 m', '1500 m', ['Série 1', 'Série 2', 'Finale A']],
  ['youth', d3, ['J18 Garçons', 'J18 Filles'], '2000 m', '2000 m', ['Série 1', 'Série 2', 'Finale A']],
  ['youth', d3, ['J16 Garçons', 'J16 Filles', 'J18 Garçons', 'J18 Filles'], '500 m', '500 m', ['Demi-finale', 'Finale']],
  // 8 Avirose races on Saturday.
  ['avirose', d3, ['Avirose Individuel'], '1000 m', '1000 m', ['Série 1', 'Série 2', 'Finale']],
  ['avirose', d3, ['Avirose Individuel'], '500 m', '500 m', ['Finale']],
  ['avirose', d3, ['Avirose Relais'], 'Relais 4 × 250 m', 'Relay 4 × 250 m', ['Série 1', 'Série 2', 'Repêchage', 'Finale']],
  // 32 Open races over the three days.
  ['indoor', d1, ['Open Hommes', 'Open Femmes', 'Vétérans'], '500 m', '500 m', ['Série 1', 'Série 2', 'Série 3', 'Finale']],
  ['indoor', d2, ['Relais mixte'], 'Relais 4 × 500 m', 'Relay 4 × 500 m', ['Série 1', 'Série 2', 'Série 3', 'Finale B', 'Finale A']],
  ['indoor', d3, ['Open Hommes', 'Open Femmes', 'Vétérans'], '2000 m', '2000 m', ['Série 1', 'Série 2', 'Série 3', 'Finale B', 'Finale A']],
];

/** Metres of the race (a relay's legs added up): what its times are made of. One reading, in the contract. */
export { raceDistance } from '@app/contract';

interface Race {
  championshipId: string;
  date: string;
  category: string;
  name: string;
  nameEn: string;
  round: number;
  order: number;
  raceGroup: string;
  /** The round the race's entrants are drawn in (its heats, its semi-final, or a straight final). */
  firstRound: Round;
  /** How many events that first round has. */
  firstRoundEvents: number;
}

export const isRelayCategory = (category: string): boolean => category.includes('Relais');

/**
 * Ergometers and progression of a round after the first (the first round's lanes follow its entrants,
 * see event-entries.ts). A final seats 25, a para final 12 (fewer adapted ergometers), a relay final 10
 * crews; an A final takes the first `places` of each race of the first round then the fastest times, a
 * B final or a repechage the fastest of those the A final did not take.
 */
export function laterRound(race: { championshipId: string; category: string }, round: RaceRound, from: RaceRound, sources: number): { lanes: number; progression: Progression } {
  const relay = isRelayCategory(race.category);
  const lanes = relay ? (round === 'repechage' ? 12 : 10) : race.championshipId === 'para' ? 12 : 25;
  if (round !== 'final_a') return { lanes, progression: { from, places: 0, times: lanes } };
  const places = relay ? 2 : 3;
  return { lanes, progression: { from, places, times: lanes - places * sources } };
}

/** `elite-2000m-seniors-hommes`: the championship, the distance, the category. */
const raceGroupOf = (championshipId: string, distance: string, category: string) =>
  `${championshipId}-${asciiLower(distance).replace(/(\d)-m$/, '$1m')}-${asciiLower(category)}`;

const FIRST_START = 8 * 60 + 30;
const LAST_START = 18 * 60 + 30;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function eventProgramme(): NewEvent[] {
  const races: Race[] = [];
  for (const [championshipId, date, categories, distance, distanceEn, raceRounds] of blocks) {
    const firstRound = raceRounds[0] as Round;
    const firstRoundEvents = raceRounds.filter((r) => roundOf[r] === roundOf[firstRound]).length;
    for (const round of raceRounds) {
      for (const category of categories) {
        races.push({
          raceGroup: raceGroupOf(championshipId, distance, category),
          firstRound,
          firstRoundEvents,
          championshipId,
          date,
          category,
          name: `${distance} ${category} — ${round}`,
          nameEn: `${distanceEn} ${categoryEn[category] ?? category} — ${roundEn[round]}`,
          round: rounds.indexOf(round),
          order: races.length,
        });
      }
    }
  }
  const counters = new Map<string, number>();
  const ids = races.map((r) => {
    const n = (counters.get(r.championshipId) ?? 0) + 1;
    counters.set(r.championshipId, n);
    return `${r.championshipId}-${n}`;
  });
  // Each day: heats in the morning, finals at the end, start times spread evenly from 08:30 to 18:30 (5-minute steps).
  const times = new Map<Race, string>();
  for (const date of [d1, d2, d3]) {
    const day = races.filter((r) => r.date === date).sort((a, b) => a.round - b.round || a.order - b.order);
    const step = (LAST_START - FIRST_START) / Math.max(1, day.length - 1);
    for (const [i, race] of day.entries()) times.set(race, hhmm(FIRST_START + Math.round((i * step) / 5) * 5));
  }
  return races.map((r, i) => {
    const round = roundOf[rounds[r.round] as Round];
    const first = round === roundOf[r.firstRound];
    const later = first ? null : laterRound(r, round, roundOf[r.firstRound], r.firstRoundEvents);
    // The first day's start lists are out; the later days' heats are drawn and locked, their finals wait.
    const startList: StartListState = r.date === d1 ? 'published' : first ? 'locked' : 'draft';
    return {
      id: ids[i] as string,
      championshipId: r.championshipId,
      date: r.date,
      time: times.get(r) as string,
      name: r.name,
      nameEn: r.nameEn,
      category: r.category,
      active: 1,
      round,
      raceGroup: r.raceGroup,
      // A first round's lanes are set to hold its entrants once they are known (event-entries.ts).
      lanes: later?.lanes ?? 8,
      progression: later ? JSON.stringify(later.progression) : null,
      startList,
    };
  });
}
