import { z } from 'zod';
import { startListEntrySchema } from './start-list';
import { isoDate, time } from './common';
import { presenceSchema } from './entry';
import { raceRoundSchema, startListStateSchema } from './race-round';

// The call room on race day (issue 29, item 6): the next races of a day with their start lists, and a
// tick per entrant (present / absent). Times are Paris wall-clock times, as the programme's.

export const CALL_ROOM_DEFAULT_RACES = 6;
export const CALL_ROOM_MAX_RACES = 30;
/**
 * A race whose results are not in stays on the screen this long after its programmed time: on race day
 * the programme runs late, and a race not rowed yet is still being called.
 */
export const CALL_ROOM_LATE_MINUTES = 60;
/** The screen follows the programme: it asks again this often (and at once on the live push). */
export const CALL_ROOM_REFRESH_MS = 60_000;

/** GET /api/admin/call-room: a day and a time (both default to now in Paris) and how many races. */
export const callRoomQuery = z
  .object({
    date: isoDate().optional(),
    time: time().optional(),
    // A GET parameter arrives as a string: parsed here, as the list queries do.
    limit: z.coerce
      .number({ error: 'limit doit être un nombre' })
      .int({ error: 'limit doit être un nombre entier' })
      .min(1, { error: 'limit doit être au moins 1' })
      .max(CALL_ROOM_MAX_RACES, { error: `limit ne peut pas dépasser ${CALL_ROOM_MAX_RACES}` })
      .optional(),
  })
  .optional();
export type CallRoomQuery = z.infer<typeof callRoomQuery>;

/** A start-list line as the call room needs it: the bib and the crew's names to call, the presence ticked. */
export const callRoomEntrySchema = startListEntrySchema.omit({ seedTime: true }).extend({
  bib: z.string().nullable(),
  /** The relay crew's other members, « Prénom Nom », in the order entered. */
  crewMembers: z.array(z.string()),
  presence: presenceSchema.nullable(),
});
export type CallRoomEntry = z.infer<typeof callRoomEntrySchema>;

/** Entrants still entered (a scratched entry is counted nowhere). */
export const presenceCountsSchema = z.object({
  present: z.number().int(),
  absent: z.number().int(),
  unmarked: z.number().int(),
});
export type PresenceCounts = z.infer<typeof presenceCountsSchema>;

export const callRoomRaceSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  date: z.string(),
  time: z.string(),
  category: z.string(),
  round: raceRoundSchema,
  lanes: z.number().int(),
  startList: startListStateSchema,
  counts: presenceCountsSchema,
  /** Lanes ascending (undrawn entries last, by name). */
  entries: z.array(callRoomEntrySchema),
});
export type CallRoomRace = z.infer<typeof callRoomRaceSchema>;

export const callRoomSchema = z.object({
  /** The day and time the races follow (now in Paris when the query gave none). */
  date: z.string(),
  time: z.string(),
  races: z.array(callRoomRaceSchema),
});
export type CallRoom = z.infer<typeof callRoomSchema>;

/** PUT /api/admin/call-room/entries/{id}: null clears the tick (called by mistake). */
export const presenceInput = z.object({
  id: z.string().min(1).max(128),
  presence: presenceSchema.nullable(),
});

/** Counts of a start list's entrants by presence. */
export function presenceCounts(entries: readonly Pick<CallRoomEntry, 'status' | 'presence'>[]): PresenceCounts {
  const counts: PresenceCounts = { present: 0, absent: 0, unmarked: 0 };
  for (const e of entries) {
    if (e.status === 'scratched') continue;
    counts[e.presence ?? 'unmarked'] += 1;
  }
  return counts;
}
