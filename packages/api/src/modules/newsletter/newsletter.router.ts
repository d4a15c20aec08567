import { adminNewsletterPageSchema, adminNewsletterQuery, createdOutput, idParam, messageOutput, newsletterInput, newsletterSubscriptionSchema } from '@app/contract';
import { z } from 'zod';
import { withTotalHeader } from '../../lib/list-window';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './newsletter.service';

const tags = ['newsletter'];

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/newsletter', tags, protect: false, summary: 'Inscription à la newsletter (idempotente)' } })
    .input(newsletterInput)
    .output(createdOutput)
    .mutation(({ ctx, input }) => service.subscribe(ctx.db, input.email)),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/newsletter', tags } })
    .input(adminNewsletterQuery.optional())
    .output(z.array(newsletterSubscriptionSchema))
    .query(async ({ ctx, input }) => withTotalHeader(ctx, input, service.adminWindow(await service.list(ctx.db), input))),
  // tRPC only, like every adminPage: the screens' paged list.
  adminPage: adminProcedure
    .input(adminNewsletterQuery.optional())
    .output(adminNewsletterPageSchema)
    .query(async ({ ctx, input }) => service.adminWindow(await service.list(ctx.db), input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/newsletter/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
