import { campaignCreateInput, campaignSchema, campaignUpdateInput, idParam, messageOutput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import * as service from './campaigns.service';

const tags = ['newsletter'];
const path = '/admin/campaigns';

/** Newsletter campaigns (issue 32, item 4), at /api/admin/campaigns: compose, try on oneself, send to every confirmed subscriber. */
export const campaignsRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path, tags, summary: 'Les campagnes, avec leur progression' } })
    .input(z.object({}).optional())
    .output(z.array(campaignSchema))
    .query(({ ctx }) => service.list(ctx.db)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Une campagne et son rapport' } })
    .input(idParam)
    .output(campaignSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path, tags, summary: 'Enregistre un brouillon' } })
    .input(campaignCreateInput)
    .output(campaignSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: `${path}/{id}`, tags, summary: 'Modifie un brouillon (409 une fois parti)' },
    })
    .input(campaignUpdateInput)
    .output(campaignSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  sendTest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: `${path}/{id}/test`,
        tags,
        description: 'Envoie les versions française et anglaise à l’administrateur connecté, à personne d’autre.',
      },
    })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) =>
      service.sendTest(ctx.db, input.id, ctx.admin.email, ctx.config.mail?.publicUrl ?? ''),
    ),
  start: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: `${path}/{id}/send`,
        tags,
        description:
          'Envoie la campagne à chaque abonné confirmé, dans sa langue, à la cadence des paramètres (409 si déjà partie).',
      },
    })
    .input(idParam)
    .output(campaignSchema)
    .mutation(({ ctx, input }) => service.start(ctx.db, input.id, ctx.admin.email)),
});
