import { z } from 'zod';
import { isoDate, writeInput } from './common';
import { entryStatusSchema } from './entry';
import { programmeEventSchema } from './event';
import { raceRoundSchema } from './race-round';

// The public start list of a round (issue 29, item 4; GET /api/events/{eventId}/start-list).

export const startListEntrySchema = z.object({
  entryId: z.string(),
  lane: z.number().int().nullable(),
  participantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  club: z.string(),
  category: z.string(),
  crewName: z.string().nullable(),
  seedTime: z.string().nullable(),
  status: entryStatusSchema,
});
export type StartListEntry = z.infer<typeof startListEntrySchema>;

/** Before publication: `published: false` and no entries. Entries by lane ascending. */
export const startListSchema = z.object({
  event: programmeEventSchema,
  round: raceRoundSchema,
  published: z.boolean(),
  entries: z.array(startListEntrySchema),
});
export type StartList = z.infer<typeof startListSchema>;

/** An athlete's race to come (GET /api/athletes/{key} `races`). */
export const athleteRaceSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  date: z.string(),
  time: z.string(),
  lane: z.number().int().nullable(),
  round: raceRoundSchema,
});
export type AthleteRace = z.infer<typeof athleteRaceSchema>;

export const eventIdParam = z.object({ eventId: z.string().min(1).max(128) });

/** PUT /api/admin/events/{eventId}/start-list: lanes of the round's entries, and/or its state. */
export const startListUpdateInput = writeInput({
  eventId: z.string().min(1).max(128),
  lanes: z
    .array(
      z.strictObject({
        entryId: z.string().min(1).max(128),
        /** Another round of the same race (a move to another heat); the same round when absent. */
        eventId: z.string().min(1).max(128).optional(),
        lane: z.number({ error: 'Couloir invalide' }).int({ error: 'Couloir invalide' }).min(1, { error: 'Couloir invalide' }).max(60).nullable(),
      }),
    )
    .max(500)
    .optional(),
  locked: z.boolean().optional(),
  published: z.boolean().optional(),
});

/** A day of the programme, for its published start lists (GET /api/start-lists/{date}.csv). */
export const startListDayQuery = z.object({ date: isoDate() });

/** The per-day CSV, for a French Excel (`;`, UTF-8 BOM, CRLF): one line per entrant, races in time order, lanes ascending. */
export const START_LIST_CSV_HEADER = ['Date', 'Heure', 'Épreuve', 'Tour', 'Couloir', 'Nom', 'Prénom', 'Club', 'Catégorie', 'Temps de référence'] as const;
export const startListCsvFileSchema = z.object({ fileName: z.string(), csv: z.string() });
export type StartListCsvFile = z.infer<typeof startListCsvFileSchema>;

/** Where a day's CSV is served; the race page's start list is at this anchor of the race's page. */
export const startListCsvPath = (date: string): string => `/api/start-lists/${encodeURIComponent(date)}.csv`;
export const START_LIST_ANCHOR = 'liste-de-depart';
