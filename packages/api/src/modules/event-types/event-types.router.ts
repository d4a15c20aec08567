import { eventTypeCreateInput, eventTypeSchema, eventTypeUpdateInput, idParam, messageOutput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './event-types.service';

const tags = ['event-types'];

export const eventTypesRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/event-types', tags, protect: false, summary: "Types d'épreuve actifs" } })
    .input(z.object({}).optional())
    .output(z.array(eventTypeSchema))
    .query(({ ctx }) => ctx.publicCache.get('event-types', () => service.list(ctx.db, { activeOnly: true }))),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/event-types', tags } })
    .input(z.object({}).optional())
    .output(z.array(eventTypeSchema))
    .query(({ ctx }) => service.list(ctx.db, { activeOnly: false })),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/event-types/{id}', tags } })
    .input(idParam)
    .output(eventTypeSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/event-types', tags } })
    .input(eventTypeCreateInput)
    .output(eventTypeSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/event-types/{id}', tags } })
    .input(eventTypeUpdateInput)
    .output(eventTypeSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/event-types/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
