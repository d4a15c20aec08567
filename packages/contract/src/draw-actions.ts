import { z } from 'zod';
import { programmeEventSchema } from './event';
import { startListStateSchema } from './race-round';
import { startListEntrySchema } from './start-list';

// What the back-office's draw actions answer (issue 29, item 3): POST …/draw, PUT …/start-list,
// POST …/qualify, and the board the draw screen reads (GET /api/admin/events/{eventId}/draw).

/** One round's race with its entries (lane order, undrawn last). */
export const drawBoardEventSchema = z.object({
  event: programmeEventSchema,
  entries: z.array(startListEntrySchema),
});
/** Every round of a race group, in the order they are rowed; a lone event is its own group. */
export const drawBoardSchema = z.object({
  raceGroup: z.string().nullable(),
  events: z.array(drawBoardEventSchema),
});
export type DrawBoard = z.infer<typeof drawBoardSchema>;

export const drawAnswerSchema = z.object({
  message: z.string(),
  /** Entrants seated over the round's races. */
  seeded: z.number().int(),
  events: z.array(z.object({ eventId: z.string(), entrants: z.number().int() })),
});
export type DrawAnswer = z.infer<typeof drawAnswerSchema>;

export const startListAnswerSchema = z.object({
  message: z.string(),
  startList: startListStateSchema,
  /** Entries whose lane or race changed. */
  moved: z.number().int(),
});
export type StartListAnswer = z.infer<typeof startListAnswerSchema>;

export const qualifyAnswerSchema = z.object({
  message: z.string(),
  qualified: z.number().int(),
  /** What the administrator must settle by hand (a tie at the cut that the lanes cannot take). */
  notes: z.array(z.string()),
});
export type QualifyAnswer = z.infer<typeof qualifyAnswerSchema>;
