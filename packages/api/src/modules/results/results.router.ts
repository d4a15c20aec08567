import { idParam, messageOutput, resultCreateInput, resultSchema, resultUpdateInput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './results.service';

const tags = ['results'];

export const resultsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/results', tags, protect: false, summary: 'Résultats avec leur épreuve' } })
    .input(z.object({}).optional())
    .output(z.array(resultSchema))
    .query(({ ctx }) => ctx.publicCache.get('results', () => service.list(ctx.db, { activeOnly: true }))),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/results', tags } })
    .input(z.object({}).optional())
    .output(z.array(resultSchema))
    .query(({ ctx }) => service.list(ctx.db, { activeOnly: false })),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/results', tags } })
    .input(resultCreateInput)
    .output(resultSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/results/{id}', tags } })
    .input(resultUpdateInput)
    .output(resultSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/results/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
