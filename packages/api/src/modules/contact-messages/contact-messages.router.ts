import {
  adminMessagesPageSchema,
  adminMessagesQuery,
  contactInput,
  contactMessageSchema,
  contactReplyInput,
  contactReplySchema,
  createdOutput,
  idParam,
  messageOutput,
  setMessageStatusInput,
} from '@app/contract';
import { z } from 'zod';
import { withTotalHeader } from '../../lib/list-window';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as replies from './contact-replies';
import * as service from './contact-messages.service';

const tags = ['messages'];

export const contactMessagesRouter = router({
  submit: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/contact', tags, protect: false, summary: 'Message du formulaire de contact' },
    })
    .input(contactInput)
    .output(createdOutput)
    .mutation(({ ctx, input }) => service.submit(ctx.db, input, ctx.config.mail?.publicUrl ?? '')),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/messages', tags } })
    .input(adminMessagesQuery.optional())
    .output(z.array(contactMessageSchema))
    .query(async ({ ctx, input }) =>
      withTotalHeader(ctx, input, service.adminWindow(await service.list(ctx.db), input)),
    ),
  // tRPC only, like every adminPage: the screens' paged list.
  adminPage: adminProcedure
    .input(adminMessagesQuery.optional())
    .output(adminMessagesPageSchema)
    .query(async ({ ctx, input }) => service.adminPage(await service.list(ctx.db), input)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/messages/{id}', tags } })
    .input(idParam)
    .output(contactMessageSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  setStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/messages/{id}/status',
        tags,
        description: 'PENDING → PROCESSED | CLOSED, PROCESSED → CLOSED (409 sinon).',
      },
    })
    .input(setMessageStatusInput)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => service.setStatus(ctx.db, input.id, input.status)),
  // The thread of a message's replies, and a new reply mailed to its sender (issue 32).
  replies: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/messages/{id}/replies', tags } })
    .input(idParam)
    .output(z.array(contactReplySchema))
    .query(({ ctx, input }) => replies.replies(ctx.db, input.id)),
  reply: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/messages/{id}/replies',
        tags,
        description: 'Répond par e-mail à l’expéditeur (file d’envoi) ; le message passe « traité ».',
      },
    })
    .input(contactReplyInput)
    .output(z.array(contactReplySchema))
    .mutation(({ ctx, input }) =>
      replies.reply(ctx.db, input.id, input.body, ctx.admin.email, ctx.config.mail?.publicUrl ?? ''),
    ),
  remove: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/messages/{id}',
        tags,
        description: "Supprime le message (demande d'effacement, RGPD). 404 si l'identifiant est inconnu.",
      },
    })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
