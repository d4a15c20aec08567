import {
  championshipCreateInput,
  championshipSchema,
  championshipUpdateInput,
  idParam,
  messageOutput,
} from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './championships.service';

const tags = ['championships'];

export const championshipsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/championships',
        tags,
        protect: false,
        summary: 'Championnats actifs avec leurs périodes tarifaires',
      },
    })
    .input(z.object({}).optional())
    .output(z.array(championshipSchema))
    .query(({ ctx }) => ctx.publicCache.get('championships', () => service.list(ctx.db, { activeOnly: true }))),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/championships', tags } })
    .input(z.object({}).optional())
    .output(z.array(championshipSchema))
    .query(({ ctx }) => service.list(ctx.db, { activeOnly: false })),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/championships/{id}', tags } })
    .input(idParam)
    .output(championshipSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/championships', tags } })
    .input(championshipCreateInput)
    .output(championshipSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/championships/{id}', tags } })
    .input(championshipUpdateInput)
    .output(championshipSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/championships/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
