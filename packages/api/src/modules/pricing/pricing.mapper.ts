import type { PricingPeriod } from '@app/contract';
import { type PricingPeriodTable, toBool } from '@app/db';

export const pricingColumns = ['id', 'championshipId', 'name', 'priceCents', 'eventType', 'description', 'startDate', 'endDate', 'active'] as const;

export const toPricingPeriod = (row: PricingPeriodTable): PricingPeriod => ({
  id: row.id,
  championshipId: row.championshipId,
  name: row.name,
  price: row.priceCents / 100,
  eventType: row.eventType,
  description: row.description,
  startDate: row.startDate,
  endDate: row.endDate,
  active: toBool(row.active),
});
