import type { Label } from './common';

// The rounds and their names, apart from their schemas (race-round.ts): the race page, the athlete page
// and « Mes suivis » print them, and in the browser a module's zod schemas are built, and zod with them,
// as soon as a page imports anything from that module.

/** In the order they are rowed. */
export const raceRounds = ['heat', 'repechage', 'semi', 'final_c', 'final_b', 'final_a'] as const;
export type RaceRound = (typeof raceRounds)[number];
export const raceRoundLabels: Record<RaceRound, Label> = {
  heat: { fr: 'Série', en: 'Heat' },
  repechage: { fr: 'Repêchage', en: 'Repechage' },
  semi: { fr: 'Demi-finale', en: 'Semi-final' },
  final_c: { fr: 'Finale C', en: 'C Final' },
  final_b: { fr: 'Finale B', en: 'B Final' },
  final_a: { fr: 'Finale A', en: 'A Final' },
};
