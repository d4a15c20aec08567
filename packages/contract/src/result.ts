import { z } from 'zod';
import { REQUIRED, text } from './common';
import { championshipRefSchema } from './event';

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
  rank: z.coerce
    .number({ error: 'Le rang doit être un nombre' })
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
export const resultCreateInput = z.object(resultFields);
export const resultUpdateInput = z
  .object(resultFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) });
