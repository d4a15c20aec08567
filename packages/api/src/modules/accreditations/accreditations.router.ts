import { accreditationInput, accreditationSchema, createdOutput, setReviewStatusInput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './accreditations.service';

const tags = ['press'];

export const accreditationsRouter = router({
  submit: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/press-accreditations', tags, protect: false, summary: "Demande d'accréditation presse" } })
    .input(accreditationInput)
    .output(createdOutput)
    .mutation(({ ctx, input }) => service.submit(ctx.db, input)),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/press-accreditations', tags } })
    .input(z.object({}).optional())
    .output(z.array(accreditationSchema))
    .query(({ ctx }) => service.list(ctx.db)),
  setStatus: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/press-accreditations/{id}/status', tags, description: 'PENDING → APPROVED | REJECTED uniquement (409 sinon).' } })
    .input(setReviewStatusInput)
    .output(accreditationSchema)
    .mutation(({ ctx, input }) => service.setStatus(ctx.db, input.id, input.status)),
});
