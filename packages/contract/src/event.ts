import { z } from 'zod';
import { isoDate, REQUIRED, slug, text, time, writeInput, changesSomething, NOTHING_TO_CHANGE } from './common';
import { DEFAULT_LANES, MAX_LANES, progressionSchema, raceRoundSchema, startListStateSchema } from './race-round';

export const championshipRefSchema = z.object({ id: z.string(), name: z.string(), nameEn: z.string() });

export const programmeEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  date: z.string(),
  time: z.string(),
  category: z.string(),
  championshipId: z.string(),
  championship: championshipRefSchema,
  active: z.boolean(),
  // Race organisation (issue 29): additive, so scripts written for spec section 7 keep working.
  round: raceRoundSchema,
  /** Rounds of one race share it; null when the event is a race of its own. */
  raceGroup: z.string().nullable(),
  lanes: z.number().int(),
  progression: progressionSchema.nullable(),
  startList: startListStateSchema,
});
export type ProgrammeEvent = z.infer<typeof programmeEventSchema>;

const eventFields = {
  name: text(150),
  nameEn: text(150),
  date: isoDate(),
  time: time(),
  category: text(60),
  championshipId: text(64, 'Le championnat est obligatoire'),
  active: z.boolean({ error: 'Valeur invalide' }),
  round: raceRoundSchema,
  raceGroup: z.string().trim().max(128).nullable(),
  lanes: z
    .number({ error: 'Nombre de couloirs invalide' })
    .int({ error: 'Nombre de couloirs invalide' })
    .min(1, { error: 'Nombre de couloirs invalide' })
    .max(MAX_LANES, { error: `Au plus ${MAX_LANES} couloirs` }),
  progression: progressionSchema.nullable(),
};
// A new event's id is the championship id plus a timestamp when none is given (spec section 5).
export const eventCreateInput = writeInput({
  id: slug().optional(),
  ...eventFields,
  active: eventFields.active.default(true),
  round: eventFields.round.default('final_a'),
  raceGroup: eventFields.raceGroup.default(null),
  lanes: eventFields.lanes.default(DEFAULT_LANES),
  progression: eventFields.progression.default(null),
});
export const eventUpdateInput = writeInput(eventFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);

export const newEventId = (championshipId: string, now: number = Date.now()) => `${championshipId}-${now}`;
