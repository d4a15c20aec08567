import { z } from 'zod';
import {
  isoDate,
  jsonNumber,
  optionalText,
  REQUIRED,
  text,
  writeInput,
  changesSomething,
  NOTHING_TO_CHANGE,
} from './common';

export const pricingPeriodSchema = z.object({
  id: z.string(),
  championshipId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  price: z.number(),
  eventType: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
});
export type PricingPeriod = z.infer<typeof pricingPeriodSchema>;

const price = () =>
  jsonNumber('Le prix')
    .min(0, { error: 'Le prix doit être positif ou nul' })
    .max(100000, { error: 'Le prix est trop élevé' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      error: 'Le prix doit avoir au plus deux décimales',
    });

const pricingFields = {
  championshipId: text(64, 'Le championnat est obligatoire'),
  name: text(100),
  nameEn: optionalText(100),
  price: price(),
  eventType: optionalText(64),
  description: optionalText(1000),
  descriptionEn: optionalText(1000),
  startDate: isoDate(),
  endDate: isoDate(),
  active: z.boolean({ error: 'Valeur invalide' }),
};

const datesInOrder = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;
const datesMessage = { error: 'La date de fin doit être postérieure à la date de début', path: ['endDate'] };

export const pricingCreateInput = writeInput({ ...pricingFields, active: pricingFields.active.default(true) }).refine(
  datesInOrder,
  datesMessage,
);
export const pricingUpdateInput = writeInput(pricingFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE)
  .refine(datesInOrder, datesMessage);
