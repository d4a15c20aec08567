import {
  adminVolunteersPageSchema,
  adminVolunteersQuery,
  createdOutput,
  idParam,
  messageOutput,
  setReviewStatusInput,
  volunteerInput,
  volunteerSchema,
} from '@app/contract';
import { z } from 'zod';
import { withTotalHeader } from '../../lib/list-window';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './volunteers.service';

const tags = ['volunteers'];

export const volunteersRouter = router({
  submit: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/volunteers', tags, protect: false, summary: 'Candidature bénévole' } })
    .input(volunteerInput)
    .output(createdOutput)
    .mutation(({ ctx, input }) => service.submit(ctx.db, input, ctx.config.mail?.publicUrl ?? '')),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/volunteers', tags } })
    .input(adminVolunteersQuery.optional())
    .output(z.array(volunteerSchema))
    .query(async ({ ctx, input }) =>
      withTotalHeader(ctx, input, service.adminWindow(await service.list(ctx.db), input)),
    ),
  // tRPC only, like every adminPage: the screens' paged list.
  adminPage: adminProcedure
    .input(adminVolunteersQuery.optional())
    .output(adminVolunteersPageSchema)
    .query(async ({ ctx, input }) => service.adminPage(await service.list(ctx.db), input)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/volunteers/{id}', tags } })
    .input(idParam)
    .output(volunteerSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  setStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/volunteers/{id}/status',
        tags,
        description: 'PENDING → APPROVED | REJECTED uniquement (409 sinon).',
      },
    })
    .input(setReviewStatusInput)
    .output(volunteerSchema)
    .mutation(({ ctx, input }) =>
      service.setStatus(ctx.db, input.id, input.status, {
        note: input.note,
        publicUrl: ctx.config.mail?.publicUrl ?? '',
      }),
    ),
  remove: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/volunteers/{id}',
        tags,
        description: "Supprime la candidature (demande d'effacement, RGPD). 404 si l'identifiant est inconnu.",
      },
    })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
