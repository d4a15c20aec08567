import {
  idParam,
  messageOutput,
  officialDocumentCreateInput,
  officialDocumentSchema,
  officialDocumentUpdateInput,
} from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './official-documents.service';

const tags = ['official-documents'];

export const officialDocumentsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/official-documents',
        tags,
        protect: false,
        summary: 'Documents officiels à télécharger',
      },
    })
    .input(z.object({}).optional())
    .output(z.array(officialDocumentSchema))
    .query(({ ctx }) => ctx.publicCache.get('official-documents', () => service.list(ctx.db))),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/official-documents', tags } })
    .input(z.object({}).optional())
    .output(z.array(officialDocumentSchema))
    .query(({ ctx }) => service.list(ctx.db)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/official-documents/{id}', tags } })
    .input(idParam)
    .output(officialDocumentSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/official-documents', tags } })
    .input(officialDocumentCreateInput)
    .output(officialDocumentSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/official-documents/{id}', tags } })
    .input(officialDocumentUpdateInput)
    .output(officialDocumentSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/official-documents/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.config.uploadsDir, input.id)),
});
