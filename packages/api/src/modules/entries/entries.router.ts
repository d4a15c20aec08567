import { entriesPageSchema, entriesQuery, entryCreateInput, entryIdParam, entrySchema, entryUpdateInput, messageOutput } from '@app/contract';
import { z } from 'zod';
import { withTotalHeader } from '../../lib/list-window';
import { adminProcedure, router } from '../../trpc';
import * as service from './entries.service';

const tags = ['entries'];
const listDescription =
  'Les inscriptions aux courses (issue 29) : eventId pour celles d’une épreuve (un tour d’une course), participantId pour celles d’un participant (y compris comme membre d’un équipage de relais), search dans le prénom, le nom, le club, le dossard et le nom d’équipage. Avec un filtre, limit ou offset, l’en-tête X-Total-Count donne le nombre de lignes correspondantes.';

export const entriesRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/entries', tags, summary: 'Inscriptions aux courses', description: listDescription } })
    .input(entriesQuery.optional())
    .output(z.array(entrySchema))
    .query(async ({ ctx, input }) => withTotalHeader(ctx, input, await service.list(ctx.db, input))),
  // tRPC only: a REST path /admin/entries/page would be taken for the entry of id "page".
  page: adminProcedure
    .input(entriesQuery.optional())
    .output(entriesPageSchema)
    .query(({ ctx, input }) => service.list(ctx.db, input)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/entries/{id}', tags } })
    .input(entryIdParam)
    .output(entrySchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/entries',
        tags,
        description:
          'Inscrit un participant à une course (l’épreuve de son premier tour). Un relais : crewName et crewMemberIds (les autres membres). Refusé (409) si le participant ou un membre de l’équipage est déjà inscrit à ce tour de cette course, dans cette épreuve ou dans une autre série.',
      },
    })
    .input(entryCreateInput)
    .output(entrySchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/entries/{id}',
        tags,
        description: 'Accepte un sous-ensemble des champs, par exemple { "status": "scratched" } pour un forfait (l’inscription est gardée, barrée) ou { "lane": 4 }.',
      },
    })
    .input(entryUpdateInput)
    .output(entrySchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/entries/{id}', tags, description: 'Supprime une inscription faite par erreur ; un forfait se note status « scratched ».' } })
    .input(entryIdParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
