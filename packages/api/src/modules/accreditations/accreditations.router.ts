import {
  accreditationInput,
  accreditationSchema,
  adminAccreditationsPageSchema,
  adminAccreditationsQuery,
  createdOutput,
  idParam,
  messageOutput,
  setReviewStatusInput,
} from '@app/contract';
import { z } from 'zod';
import { withTotalHeader } from '../../lib/list-window';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './accreditations.service';

const tags = ['press'];

export const accreditationsRouter = router({
  submit: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/press-accreditations',
        tags,
        protect: false,
        summary: "Demande d'accréditation presse",
      },
    })
    .input(accreditationInput)
    .output(createdOutput)
    .mutation(({ ctx, input }) => service.submit(ctx.db, input, ctx.config.mail?.publicUrl ?? '')),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/press-accreditations', tags } })
    .input(adminAccreditationsQuery.optional())
    .output(z.array(accreditationSchema))
    .query(async ({ ctx, input }) =>
      withTotalHeader(ctx, input, service.adminWindow(await service.list(ctx.db), input)),
    ),
  // tRPC only, like every adminPage: the screens' paged list.
  adminPage: adminProcedure
    .input(adminAccreditationsQuery.optional())
    .output(adminAccreditationsPageSchema)
    .query(async ({ ctx, input }) => service.adminPage(await service.list(ctx.db), input)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/press-accreditations/{id}', tags } })
    .input(idParam)
    .output(accreditationSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  setStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/press-accreditations/{id}/status',
        tags,
        description: 'PENDING → APPROVED | REJECTED uniquement (409 sinon).',
      },
    })
    .input(setReviewStatusInput)
    .output(accreditationSchema)
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
        path: '/admin/press-accreditations/{id}',
        tags,
        description: "Supprime la demande (demande d'effacement, RGPD). 404 si l'identifiant est inconnu.",
      },
    })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
