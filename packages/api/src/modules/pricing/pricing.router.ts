import { idParam, messageOutput, pricingCreateInput, pricingPeriodSchema, pricingUpdateInput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import * as service from './pricing.service';

// Public pricing is embedded in GET /championships (active periods only).
const tags = ['pricing'];

export const pricingRouter = router({
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/pricing', tags } })
    .input(z.object({}).optional())
    .output(z.array(pricingPeriodSchema))
    .query(({ ctx }) => service.list(ctx.db)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/pricing/{id}', tags } })
    .input(idParam)
    .output(pricingPeriodSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/pricing', tags } })
    .input(pricingCreateInput)
    .output(pricingPeriodSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/pricing/{id}', tags } })
    .input(pricingUpdateInput)
    .output(pricingPeriodSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/pricing/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
