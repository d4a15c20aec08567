import { z } from 'zod';
import { FOLLOW_KEY, MAX_FOLLOWED } from './follow-paths';
import { athleteResultSchema } from './race-pages';
import { athleteRaceSchema } from './start-list';

/*
 * 'Mes suivis' (issue 30): what the page reads of the athletes and clubs a visitor follows. The list
 * itself never leaves the browser but in this read's address, like 'Mes épreuves' in its calendar's.
 */

const KEYS_ERROR = `Liste invalide (clés séparées par des virgules, ${MAX_FOLLOWED} au plus)`;

/**
 * `<key>,<key>,…`. Well-formed keys that lead to no one (an athlete erased since) are left out rather
 * than refused: the others still show.
 */
export const followKeys = z
  .string({ error: KEYS_ERROR })
  .transform((v) => [...new Set(v.split(',').map((key) => key.trim()))].filter(Boolean))
  .refine((keys) => keys.length <= MAX_FOLLOWED && keys.every((key) => FOLLOW_KEY.test(key)), { error: KEYS_ERROR });

/** GET /api/follows?athletes=…&clubs=… */
export const followsQuery = z.object({ athletes: followKeys.optional(), clubs: followKeys.optional() });
export type FollowsQuery = z.output<typeof followsQuery>;

/** How many latest results the page shows per athlete and per club. */
export const FOLLOWED_RESULTS = 5;
/** How many races to come the page shows per club. */
export const FOLLOWED_CLUB_RACES = 30;

export const followedAthleteSchema = z.object({
  key: z.string(),
  name: z.string(),
  club: z.string(),
  /** Races to come in published start lists, in time order, with the lane. */
  races: z.array(athleteRaceSchema),
  /** The latest results first. */
  results: z.array(athleteResultSchema),
});
export type FollowedAthlete = z.infer<typeof followedAthleteSchema>;

export const followedClubRaceSchema = athleteRaceSchema.extend({ athleteKey: z.string(), athlete: z.string() });
export type FollowedClubRace = z.infer<typeof followedClubRaceSchema>;

export const followedClubSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Its athletes' races to come, in time order. */
  races: z.array(followedClubRaceSchema),
  /** Its athletes' latest results first. */
  results: z.array(athleteResultSchema),
});
export type FollowedClub = z.infer<typeof followedClubSchema>;

export const followsPageSchema = z.object({
  athletes: z.array(followedAthleteSchema),
  clubs: z.array(followedClubSchema),
});
export type FollowsPage = z.infer<typeof followsPageSchema>;
