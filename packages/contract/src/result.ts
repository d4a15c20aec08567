import { z } from 'zod';
import { jsonNumber, REQUIRED, text, writeInput, changesSomething, NOTHING_TO_CHANGE } from './common';
import { championshipRefSchema, programmeEventSchema } from './event';
import { listQueryFields, optionalFilter } from './list-query';

export const resultEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  date: z.string(),
  time: z.string(),
  championship: championshipRefSchema,
});

export const resultSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  event: resultEventSchema,
  rank: z.number(),
  athlete: z.string(),
  category: z.string(),
  club: z.string(),
  time: z.string(),
});
export type Result = z.infer<typeof resultSchema>;

const resultFields = {
  eventId: text(128, "L'épreuve est obligatoire"),
  rank: jsonNumber('Le rang')
    .int({ error: 'Le rang doit être un nombre entier' })
    .min(1, { error: 'Le rang doit être supérieur ou égal à 1' })
    .max(10000),
  athlete: text(150),
  category: text(60),
  club: text(150),
  time: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^(\d{1,2}:)?\d{1,2}:\d{2}([.,]\d{1,3})?$/, { error: 'Temps invalide (ex. 6:42.3)' }),
};
export const resultCreateInput = writeInput(resultFields);
export const resultUpdateInput = writeInput(resultFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);

/** A result without its race: the web client gets each race once (spec section 3 shape stays on GET /api/results). */
export const raceResultSchema = resultSchema.omit({ event: true });
export type RaceResult = z.infer<typeof raceResultSchema>;

/** GET /api/results filters; without any, the full list of spec section 7. Search: athlete or club. */
export const resultsQuery = z.object({
  eventId: optionalFilter(128),
  championshipId: optionalFilter(64),
  search: listQueryFields.search,
});
export type ResultsQuery = z.output<typeof resultsQuery>;

/** One race with results: what /resultats lists first, its podium inline, its full ranking on demand. */
// A race is a programme event's public fields, its result count and podium: the event's shape is not written twice.
export const raceSummarySchema = programmeEventSchema
  .pick({ id: true, name: true, nameEn: true, date: true, time: true, category: true, championshipId: true })
  .extend({
    /** Number of ranked results in the race. */
    count: z.number().int(),
    podium: z.array(raceResultSchema),
  });
export type RaceSummary = z.infer<typeof raceSummarySchema>;
export const resultsBoardSchema = z.object({
  championships: z.array(championshipRefSchema),
  races: z.array(raceSummarySchema),
  stats: z.object({ athletes: z.number().int(), clubs: z.number().int(), events: z.number().int(), results: z.number().int() }),
});
export type ResultsBoard = z.infer<typeof resultsBoardSchema>;

/** A race's whole ranking as the administrator enters it, replacing what the race had. */
export const rankingRowInput = writeInput(resultFields).omit({ eventId: true });
export const setRankingInput = writeInput({
  eventId: text(128, "L'épreuve est obligatoire"),
  rows: z.array(rankingRowInput).max(500, { error: 'Une épreuve ne peut pas avoir plus de 500 résultats' }),
});
