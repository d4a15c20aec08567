import type { PricingPeriod } from '@app/contract';
import { type PricingPeriodTable, toBool } from '@app/db';
import type { Selectable } from 'kysely';

export const pricingColumns = [
  'id',
  'championshipId',
  'name',
  'nameEn',
  'priceCents',
  'eventType',
  'description',
  'descriptionEn',
  'startDate',
  'endDate',
  'active',
] as const;

export const toPricingPeriod = (row: Selectable<PricingPeriodTable>): PricingPeriod => ({
  id: row.id,
  championshipId: row.championshipId,
  name: row.name,
  nameEn: row.nameEn,
  price: row.priceCents / 100,
  eventType: row.eventType,
  description: row.description,
  descriptionEn: row.descriptionEn,
  startDate: row.startDate,
  endDate: row.endDate,
  active: toBool(row.active),
});
