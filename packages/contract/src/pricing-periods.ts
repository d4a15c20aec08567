import type { Label } from './common';
import { parisClock } from './paris-clock';
import type { PricingPeriod } from './pricing';

// Without zod: the public pages show the periods and their status, and a page that only reads them
// should not construct the schemas of the admin forms (pricing.ts) as it boots.

export const periodStatuses = ['upcoming', 'open', 'expired'] as const;
export type PeriodStatus = (typeof periodStatuses)[number];
export const periodStatusLabels: Record<PeriodStatus, Label> = {
  upcoming: { fr: 'À venir', en: 'Upcoming' },
  open: { fr: 'En cours', en: 'Open' },
  expired: { fr: 'Expiré', en: 'Expired' },
};

/** The calendar day in Paris (`YYYY-MM-DD`): a period's dates are Paris dates, whatever the visitor's clock zone. */
export function parisDate(now: Date = new Date()): string {
  return parisClock(now).date;
}

/** Status from now against the dates, whatever the active flag (spec section 4). Dates are whole Paris days. */
export function periodStatus(
  period: Pick<PricingPeriod, 'startDate' | 'endDate'>,
  now: Date = new Date(),
): PeriodStatus {
  const today = parisDate(now);
  if (today < period.startDate) return 'upcoming';
  if (today > period.endDate) return 'expired';
  return 'open';
}

/** The period shown on registration: the open one, else the earliest upcoming, else the last one. */
export function displayedPeriod<T extends Pick<PricingPeriod, 'startDate' | 'endDate'>>(
  periods: readonly T[],
  now: Date = new Date(),
): T | undefined {
  const sorted = [...periods].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return (
    sorted.find((p) => periodStatus(p, now) === 'open') ??
    sorted.find((p) => periodStatus(p, now) === 'upcoming') ??
    sorted[sorted.length - 1]
  );
}

/**
 * The default prices of spec section 9, one 'Tarif normal' period per built-in championship: what the
 * registration page shows when the server cannot be reached, and what the database seeds (seed/defaults.ts).
 */
export const builtInPricingPeriods: readonly PricingPeriod[] = (
  [
    ['elite', 25, '2024-12-16', '2025-01-10'],
    ['youth', 20, '2024-11-01', '2025-01-15'],
    ['school', 15, '2024-11-01', '2025-01-10'],
    ['para', 20, '2024-11-01', '2025-01-25'],
  ] as const
).map(([championshipId, price, startDate, endDate]) => ({
  id: `default-${championshipId}`,
  championshipId,
  name: 'Tarif normal',
  nameEn: 'Standard rate',
  price,
  eventType: null,
  description: null,
  descriptionEn: null,
  startDate,
  endDate,
  active: true,
}));
