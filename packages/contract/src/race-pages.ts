import { z } from 'zod';
import { text } from './common';
import { championshipRefSchema, programmeEventSchema } from './event';
import { medals } from './athlete-keys';
import { optionalFilter } from './list-query';
import { raceResultSchema, resultSchema, resultsState } from './result';
import { resultCorrectionSchema } from './records';
import { athleteRaceSchema } from './start-list';

/*
 * What the race, athlete and medal pages read (issue 14): `results.race`, `results.athlete` and
 * `results.medals`, also GET /api/results/races/{eventId}, /api/athletes/{key} and /api/results/medals.
 */

const medal = z.enum(medals);

// ---- One race: /resultats/<race id>

export const raceQuery = z.object({ eventId: text(128, "L'épreuve est obligatoire") });

/** A neighbour in the programme, for the previous / next links. */
export const raceNeighbourSchema = programmeEventSchema.pick({
  id: true,
  name: true,
  nameEn: true,
  date: true,
  time: true,
});
export type RaceNeighbour = z.infer<typeof raceNeighbourSchema>;

export const racePageSchema = z.object({
  race: programmeEventSchema
    .pick({
      id: true,
      name: true,
      nameEn: true,
      date: true,
      time: true,
      category: true,
      championshipId: true,
      championship: true,
      round: true,
    })
    .extend({
      resultsState,
      /** When the results became official (issue 33); null while provisional. */
      officialAt: z.string().nullable(),
    }),
  /** Corrections made after the results became official, oldest first: the race's errata (issue 33). */
  errata: z.array(resultCorrectionSchema),
  /** The whole ranking, as GET /api/results orders it: finishers by rank, then DNF, DNS and DSQ. Empty before the race. */
  ranking: z.array(raceResultSchema),
  /** The races before and after in the programme (date, time, name), all championships together; null at the ends. */
  previous: raceNeighbourSchema.nullable(),
  next: raceNeighbourSchema.nullable(),
});
export type RacePage = z.infer<typeof racePageSchema>;

// ---- One athlete: /athletes/<key>

export const athleteQuery = z.object({ key: text(300, "L'athlète est obligatoire") });

export const athleteResultSchema = resultSchema.extend({ medal: medal.nullable() });
export type AthleteResult = z.infer<typeof athleteResultSchema>;

export const athletePageSchema = z.object({
  /** The key to link and to give as canonical address (the one of the registration when there is one). */
  key: z.string(),
  name: z.string(),
  club: z.string(),
  /** From the registration, else from the latest result. */
  category: z.string(),
  /** Null when the athlete is not registered or has no bib yet. */
  bib: z.string().nullable(),
  championships: z.array(championshipRefSchema),
  /** Every race of theirs with results, in programme order. Empty for a registered athlete who has not raced yet. */
  results: z.array(athleteResultSchema),
  /** Races to come (today or later, in time order) in published start lists, with the lane (issue 29). */
  races: z.array(athleteRaceSchema),
});
export type AthletePage = z.infer<typeof athletePageSchema>;

// ---- Medal table: 'Statistiques'

export const medalsQuery = z.object({ championshipId: optionalFilter(64) });

export const clubMedalsSchema = z.object({
  club: z.string(),
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
  total: z.number().int(),
});
export type ClubMedals = z.infer<typeof clubMedalsSchema>;
export const raceTurnoutSchema = programmeEventSchema
  .pick({ id: true, name: true, nameEn: true, date: true, time: true, championshipId: true })
  .extend({
    /** Ranked at the finish. */
    finishers: z.number().int(),
    /** Every result of the race: finishers, DNF, DNS and DSQ. */
    entrants: z.number().int(),
  });
export type RaceTurnout = z.infer<typeof raceTurnoutSchema>;
export const medalTableSchema = z.object({
  /** Championships with results, whatever the selection, so the page can offer them all. */
  championships: z.array(championshipRefSchema),
  /** Clubs with at least one medal: gold, then silver, then bronze, then name. */
  clubs: z.array(clubMedalsSchema),
  /** Races with results, in programme order. */
  races: z.array(raceTurnoutSchema),
});
export type MedalTable = z.infer<typeof medalTableSchema>;
