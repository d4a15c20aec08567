import { idParam, messageOutput, participantCreateInput, participantSchema, participantUpdateInput, publicParticipantSchema } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './participants.service';

const tags = ['participants'];

export const participantsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/participants', tags, protect: false, summary: 'Liste publique des inscrits (sans coordonnées ni paiement)' } })
    .input(z.object({}).optional())
    .output(z.array(publicParticipantSchema))
    .query(({ ctx }) => ctx.publicCache.get('participants', () => service.publicList(ctx.db))),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/participants', tags } })
    .input(z.object({}).optional())
    .output(z.array(participantSchema))
    .query(({ ctx }) => service.list(ctx.db)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/participants/{id}', tags } })
    .input(idParam)
    .output(participantSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/participants', tags } })
    .input(participantCreateInput)
    .output(participantSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/participants/{id}', tags, description: 'Accepte un sous-ensemble des champs, par exemple { "confirmed": true } ou { "paid": false }.' } })
    .input(participantUpdateInput)
    .output(participantSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/participants/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
