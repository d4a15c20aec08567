import {
  idParam,
  messageOutput,
  practicalInfoBySectionSchema,
  practicalInfoCreateInput,
  practicalInfoSchema,
  practicalInfoUpdateInput,
} from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './practical-info.service';

const tags = ['practical-info'];

export const practicalInfoRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/practical-info',
        tags,
        protect: false,
        summary: 'Informations pratiques actives, par section',
      },
    })
    .input(z.object({}).optional())
    .output(practicalInfoBySectionSchema)
    .query(({ ctx }) => ctx.publicCache.get('practical-info', () => service.bySection(ctx.db))),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/practical-info', tags } })
    .input(z.object({}).optional())
    .output(z.array(practicalInfoSchema))
    .query(({ ctx }) => service.list(ctx.db, { activeOnly: false })),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/practical-info/{id}', tags } })
    .input(idParam)
    .output(practicalInfoSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/practical-info', tags } })
    .input(practicalInfoCreateInput)
    .output(practicalInfoSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/practical-info/{id}', tags } })
    .input(practicalInfoUpdateInput)
    .output(practicalInfoSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/practical-info/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
