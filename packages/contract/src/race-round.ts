import { z } from 'zod';
import { choice } from './common';
import { type RaceRound, raceRounds } from './race-round-labels';

// Rounds of a race (issue 29, item 2). A programme event is one round; the rounds of one race (a category
// over one distance) share a race group. Only an A final gives medals and titles: a race rowed as a
// single « Finale » is an A final.

export const raceRoundSchema = choice(raceRounds, 'Tour invalide');
// isMedalRound lives in athlete-keys.ts: the results pages read it without constructing these schemas.
/** Rounds rowed before this one (a repechage follows the heats, finals follow semi-finals…). */
export const roundOrder = (round: RaceRound): number => raceRounds.indexOf(round);

/**
 * How entrants reach a round from an earlier one of the same race: the first `places` of each race of
 * `from`, then the `times` fastest of the others. Finals are filled in the order A, B, C, so « the 6 best
 * times » for a B final are the 6 best of those the A final did not take.
 */
export const progressionSchema = z.object({
  from: raceRoundSchema,
  places: z.number().int().min(0).max(20),
  times: z.number().int().min(0).max(60),
});
export type Progression = z.infer<typeof progressionSchema>;

/** A start list is drafted, locked (the draw no longer moves it), then published (public). */
export const startListStates = ['draft', 'locked', 'published'] as const;
export const startListStateSchema = choice(startListStates, 'État de liste de départ invalide');
export type StartListState = z.infer<typeof startListStateSchema>;

export const MAX_LANES = 60;
export const DEFAULT_LANES = 8;
