import { eventCreateInput, eventUpdateInput, idParam, messageOutput, programmeEventSchema } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './events.service';

const tags = ['events'];
const filters = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date invalide (format AAAA-MM-JJ)' })
      .optional(),
    championshipId: z.string().max(64).optional(),
  })
  .optional();

export const eventsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/events',
        tags,
        protect: false,
        summary: 'Programme : épreuves actives par date et heure',
      },
    })
    .input(filters)
    .output(z.array(programmeEventSchema))
    .query(({ ctx, input }) =>
      ctx.publicCache.get(`events:${input?.date ?? ''}:${input?.championshipId ?? ''}`, () =>
        service.list(ctx.db, { activeOnly: true, date: input?.date, championshipId: input?.championshipId }),
      ),
    ),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/events', tags } })
    .input(z.object({}).optional())
    .output(z.array(programmeEventSchema))
    .query(({ ctx }) => service.list(ctx.db, { activeOnly: false })),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/events/{id}', tags } })
    .input(idParam)
    .output(programmeEventSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/events', tags } })
    .input(eventCreateInput)
    .output(programmeEventSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/events/{id}', tags } })
    .input(eventUpdateInput)
    .output(programmeEventSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/events/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
