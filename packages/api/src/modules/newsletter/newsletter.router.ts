import {
  adminNewsletterPageSchema,
  adminNewsletterQuery,
  idParam,
  messageOutput,
  newsletterConfirmInput,
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
        summary: 'Inscription à la newsletter (double opt-in)',
        description:
          'Envoie un lien de confirmation à l’adresse ; la même réponse pour une adresse nouvelle, en attente ou déjà inscrite.',
      },
    })
    .input(newsletterInput)
    .output(newsletterSubscribedOutput)
    .mutation(({ ctx, input }) =>
      service.subscribe(ctx.db, input.email, input.language, ctx.config.mail?.publicUrl ?? ''),
    ),
  confirm: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/confirm',
        tags,
        protect: false,
        summary: 'Confirmation de l’inscription par le bouton de la page du lien reçu',
        description:
          'Le jeton est celui du lien /newsletter/confirmer?token=… envoyé par e-mail, valable 7 jours et une fois. 404 sinon.',
      },
    })
    .input(newsletterConfirmInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.confirm(ctx.db, input.token)),
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
