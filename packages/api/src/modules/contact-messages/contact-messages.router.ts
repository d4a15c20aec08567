import { contactInput, contactMessageSchema, createdOutput, setMessageStatusInput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './contact-messages.service';

const tags = ['messages'];

export const contactMessagesRouter = router({
  submit: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/contact', tags, protect: false, summary: 'Message du formulaire de contact' } })
    .input(contactInput)
    .output(createdOutput)
    .mutation(({ ctx, input }) => service.submit(ctx.db, input)),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/messages', tags } })
    .input(z.object({}).optional())
    .output(z.array(contactMessageSchema))
    .query(({ ctx }) => service.list(ctx.db)),
  setStatus: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/messages/{id}/status', tags, description: 'PENDING → PROCESSED | CLOSED, PROCESSED → CLOSED (409 sinon).' } })
    .input(setMessageStatusInput)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => service.setStatus(ctx.db, input.id, input.status)),
});
