import { adminOutboxPageSchema, adminOutboxQuery, idParam, outboxMailSchema } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import * as service from './mail.service';

const tags = ['mail'];
const movedOutput = z.object({ mail: outboxMailSchema, message: z.string() });

export const mailRouter = router({
  adminPage: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/mail', tags, summary: 'La file d’envoi des e-mails' } })
    .input(adminOutboxQuery.optional())
    .output(adminOutboxPageSchema)
    .query(({ ctx, input }) => service.adminPage(ctx.db, input, ctx.config.mail?.configured ?? false)),
  retry: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/mail/{id}/retry',
        tags,
        description: 'Remet un envoi en échec, annulé ou en attente dans la file, tout de suite (409 s’il est parti).',
      },
    })
    .input(idParam)
    .output(movedOutput)
    .mutation(({ ctx, input }) => service.retry(ctx.db, input.id)),
  cancel: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/mail/{id}/cancel',
        tags,
        description: 'Annule un envoi en attente ou en échec (409 s’il est parti).',
      },
    })
    .input(idParam)
    .output(movedOutput)
    .mutation(({ ctx, input }) => service.cancel(ctx.db, input.id)),
});
