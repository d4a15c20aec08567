import { idParam, messageOutput, partnerCreateInput, partnerSchema, partnerUpdateInput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './partners.service';

const tags = ['partners'];

export const partnersRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/partners', tags, protect: false, summary: 'Partenaires par niveau' } })
    .input(z.object({}).optional())
    .output(z.array(partnerSchema))
    .query(({ ctx }) => ctx.publicCache.get('partners', () => service.list(ctx.db))),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/partners', tags } })
    .input(z.object({}).optional())
    .output(z.array(partnerSchema))
    .query(({ ctx }) => service.list(ctx.db)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/partners/{id}', tags } })
    .input(idParam)
    .output(partnerSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/partners', tags } })
    .input(partnerCreateInput)
    .output(partnerSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/partners/{id}', tags } })
    .input(partnerUpdateInput)
    .output(partnerSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/partners/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
