import { z } from 'zod';
import { type Label, isoDate, jsonNumber, optionalText, REQUIRED, text, writeInput, changesSomething, NOTHING_TO_CHANGE } from './common';

export const pricingPeriodSchema = z.object({
  id: z.string(),
  championshipId: z.string(),
  name: z.string(),
  price: z.number(),
  eventType: z.string().nullable(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
});
export type PricingPeriod = z.infer<typeof pricingPeriodSchema>;

const price = () =>
  jsonNumber('Le prix')
    .min(0, { error: 'Le prix doit être positif ou nul' })
    .max(100000, { error: 'Le prix est trop élevé' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'Le prix doit avoir au plus deux décimales' });

const pricingFields = {
  championshipId: text(64, 'Le championnat est obligatoire'),
  name: text(100),
  price: price(),
  eventType: optionalText(64),
  description: optionalText(1000),
  startDate: isoDate(),
  endDate: isoDate(),
  active: z.boolean({ error: 'Valeur invalide' }),
};

const datesInOrder = (v: { startDate?: string; endDate?: string }) => !v.startDate || !v.endDate || v.startDate <= v.endDate;
const datesMessage = { error: 'La date de fin doit être postérieure à la date de début', path: ['endDate'] };

export const pricingCreateInput = writeInput({ ...pricingFields, active: pricingFields.active.default(true) })
  .refine(datesInOrder, datesMessage);
export const pricingUpdateInput = writeInput(pricingFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE)
  .refine(datesInOrder, datesMessage);

export const periodStatuses = ['upcoming', 'open', 'expired'] as const;
export type PeriodStatus = (typeof periodStatuses)[number];
export const periodStatusLabels: Record<PeriodStatus, Label> = {
  upcoming: { fr: 'À venir', en: 'Upcoming' },
  open: { fr: 'En cours', en: 'Open' },
  expired: { fr: 'Expiré', en: 'Expired' },
};

/** Status from now against the dates, whatever the active flag (spec section 4). Dates are whole days. */
export function periodStatus(period: Pick<PricingPeriod, 'startDate' | 'endDate'>, now: Date = new Date()): PeriodStatus {
  const today = now.toISOString().slice(0, 10);
  if (today < period.startDate) return 'upcoming';
  if (today > period.endDate) return 'expired';
  return 'open';
}

/** The period shown on registration: the open one, else the earliest upcoming, else the last one. */
export function displayedPeriod<T extends Pick<PricingPeriod, 'startDate' | 'endDate'>>(periods: readonly T[], now: Date = new Date()): T | undefined {
  const sorted = [...periods].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return (
    sorted.find((p) => periodStatus(p, now) === 'open') ??
    sorted.find((p) => periodStatus(p, now) === 'upcoming') ??
    sorted[sorted.length - 1]
  );
}
