import { z } from 'zod';
import { isoDate, REQUIRED, slug, text, time, writeInput, changesSomething, NOTHING_TO_CHANGE } from './common';

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
};
// A new event's id is the championship id plus a timestamp when none is given (spec section 5).
export const eventCreateInput = writeInput({ id: slug().optional(), ...eventFields, active: eventFields.active.default(true) });
export const eventUpdateInput = writeInput(eventFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);

export const newEventId = (championshipId: string, now: number = Date.now()) => `${championshipId}-${now}`;
