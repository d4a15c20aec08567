import { personalDataEraseQuery, personalDataErasedSchema, personalDataQuery, personalDataSchema } from '@app/contract';
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
          'Inscriptions, candidatures bénévoles, messages, demandes d’accréditation, abonnement à la newsletter et compte administrateur dont l’adresse est exactement celle donnée (sans tenir compte de la casse), ' +
          'les résultats liés à ses inscriptions (`result`) et les entrées du journal qui parlent de ces enregistrements ou contiennent l’adresse (`journal`). Les valeurs sont écrites comme les formulaires les montrent (« Accueil », « En attente »). Le même résultat en CSV : GET /api/admin/personal-data.csv?email=…',
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
        description:
          'Supprime les inscriptions, candidatures, messages, demandes d’accréditation et l’abonnement de l’adresse ; un compte administrateur se ferme depuis l’écran des comptes. ' +
          'Les entrées du journal qui en parlent restent, leurs valeurs deviennent « [effacé] » (`journalErased`). Les résultats liés à ses inscriptions, palmarès sportif public, sont conservés sous leur nom et perdent ce lien ; ' +
          'avec `anonymiseResults=true`, leur athlète devient « Athlète anonyme » et les entrées du journal sur ces résultats sont effacées aussi (`resultsAnonymised`).',
      },
    })
    .input(personalDataEraseQuery)
    .output(personalDataErasedSchema)
    .mutation(({ ctx, input }) => service.removeAll(ctx.db, input)),
});
