import { z } from 'zod';
import type { LiveFeedBody } from './live-race-feed';

// The ingest validates the bridge's body with these (live-race-feed.ts holds the zod-free types the
// bridge and the pages read). Bounds keep one body small: 100 lanes at most, short names.

const count = z.number().finite();
const boatSchema = z.object({
  lane: z.number().int().min(1).max(200),
  name: z.string().max(200),
  club: z.string().max(200),
});
const laneSchema = z.object({
  lane: z.number().int().min(1).max(200),
  meters: count.min(0).max(1_000_000),
  pace: count.nullable(),
  spm: count.nullable(),
  position: z.number().int().min(1).max(200).nullable(),
  time: count.nullable(),
});

export const liveFeedBodySchema = z.object({
  race: z
    .object({
      name: z.string().min(1).max(200),
      eventName: z.string().max(200),
      raceType: z.enum(['individual', 'relay', 'team']),
      duration: count.min(0),
      durationType: z.enum(['distance', 'time']),
      boats: z.array(boatSchema).max(200),
    })
    .nullable(),
  state: z.number().int().min(1).max(14).nullable(),
  clock: count.nullable(),
  lanes: z.array(laneSchema).max(200),
}) satisfies z.ZodType<LiveFeedBody>;

/** A race-computer key as the back-office lists it (the key itself is shown once, at creation). */
export const raceComputerKeySchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type RaceComputerKey = z.infer<typeof raceComputerKeySchema>;

export const raceComputerKeyCreateSchema = z.object({
  label: z.string().trim().min(1, 'Nom de la clé obligatoire').max(80),
});

export const raceComputerKeyCreatedSchema = raceComputerKeySchema.extend({ key: z.string() });

/** What the venue's screens show when nothing is racing: pinned by the back-office, else rotating. */
export const screenPinSchema = z.object({
  kind: z.enum(['none', 'race', 'medals', 'message']),
  eventId: z.string().max(100).nullable(),
  message: z.string().max(500).nullable(),
});
export type ScreenPin = z.infer<typeof screenPinSchema>;
