import { personalDataErasedSchema, personalDataQuery, personalDataSchema } from '@app/contract';
import { adminProcedure, router } from '../../trpc';
import * as service from './personal-data.service';

const tags = ['personal-data'];

export const personalDataRouter = router({
  find: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/personal-data',
        tags,
        summary: 'Tout ce que le site conserve pour une adresse e-mail',
        description:
          'Inscriptions, candidatures bénévoles, messages, demandes d’accréditation, abonnement à la newsletter et compte administrateur dont l’adresse est exactement celle donnée (sans tenir compte de la casse). Le même résultat en CSV : GET /api/admin/personal-data.csv?email=…',
      },
    })
    .input(personalDataQuery)
    .output(personalDataSchema)
    .query(({ ctx, input }) => service.find(ctx.db, input.email)),
  removeAll: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/personal-data',
        tags,
        summary: 'Efface tout ce que le site conserve pour une adresse e-mail',
        description: 'Supprime les inscriptions, candidatures, messages, demandes d’accréditation et l’abonnement de l’adresse ; un compte administrateur se ferme depuis l’écran des comptes.',
      },
    })
    .input(personalDataQuery)
    .output(personalDataErasedSchema)
    .mutation(({ ctx, input }) => service.removeAll(ctx.db, input.email)),
});
