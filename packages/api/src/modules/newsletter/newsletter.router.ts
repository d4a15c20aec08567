import {
  adminNewsletterPageSchema,
  adminNewsletterQuery,
  idParam,
  messageOutput,
  newsletterInput,
  newsletterSubscribedOutput,
  newsletterSubscriptionSchema,
  unsubscribeInput,
} from '@app/contract';
import { z } from 'zod';
import { withTotalHeader } from '../../lib/list-window';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './newsletter.service';

const tags = ['newsletter'];

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter',
        tags,
        protect: false,
        summary: 'Inscription à la newsletter (idempotente)',
      },
    })
    .input(newsletterInput)
    .output(newsletterSubscribedOutput)
    .mutation(({ ctx, input }) => service.subscribe(ctx.db, input.email)),
  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/unsubscribe',
        tags,
        protect: false,
        summary: 'Désinscription de la newsletter par le lien reçu (sans connexion)',
        description:
          'Le jeton est celui du lien /desinscription?token=… donné à l’inscription. 404 si le jeton est inconnu ou déjà utilisé.',
      },
    })
    .input(unsubscribeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.unsubscribe(ctx.db, input.token)),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/newsletter', tags } })
    .input(adminNewsletterQuery.optional())
    .output(z.array(newsletterSubscriptionSchema))
    .query(async ({ ctx, input }) =>
      withTotalHeader(ctx, input, service.adminWindow(await service.list(ctx.db), input)),
    ),
  // tRPC only, like every adminPage: the screens' paged list.
  adminPage: adminProcedure
    .input(adminNewsletterQuery.optional())
    .output(adminNewsletterPageSchema)
    .query(async ({ ctx, input }) => service.adminWindow(await service.list(ctx.db), input)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/newsletter/{id}', tags } })
    .input(idParam)
    .output(newsletterSubscriptionSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/newsletter/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
