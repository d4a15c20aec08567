import { idParam, messageOutput, ruleCreateInput, ruleListInput, ruleSchema, ruleUpdateInput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './rules.service';

const tags = ['rules'];

export const rulesRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/rules',
        tags,
        protect: false,
        summary: 'Règles actives ; search filtre titre, sous-titre et contenu',
      },
    })
    .input(ruleListInput)
    .output(z.array(ruleSchema))
    .query(({ ctx, input }) => {
      const search = input?.search || undefined;
      return search
        ? service.list(ctx.db, { activeOnly: true, search })
        : ctx.publicCache.get('rules', () => service.list(ctx.db, { activeOnly: true }));
    }),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/rules', tags } })
    .input(z.object({}).optional())
    .output(z.array(ruleSchema))
    .query(({ ctx }) => service.list(ctx.db, { activeOnly: false })),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/rules/{id}', tags } })
    .input(idParam)
    .output(ruleSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/rules',
        tags,
        description: 'Le HTML de `content` est nettoyé (liste blanche) avant enregistrement.',
      },
    })
    .input(ruleCreateInput)
    .output(ruleSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/rules/{id}', tags } })
    .input(ruleUpdateInput)
    .output(ruleSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/rules/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.config.uploadsDir, input.id)),
});
