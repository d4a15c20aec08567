import { followsPageSchema, followsQuery } from '@app/contract';
import { publicProcedure, router } from '../../trpc';
import * as service from './follows.service';

export const followsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/follows',
        tags: ['results'],
        protect: false,
        summary: 'Athlètes et clubs suivis : leurs prochaines courses et derniers résultats',
        description:
          'La page « Mes suivis » : la liste reste dans le navigateur du visiteur et n’est envoyée que dans cette adresse. ' +
          'athletes : clés d’athlète (comme /athletes/{key}) séparées par des virgules ; clubs : clés de club (nom du club sans accents ni majuscules, mots séparés par « - », `ac-paris`). 50 au plus chacun. ' +
          'Une clé bien formée qui ne mène à personne est ignorée. Prochaines courses : listes de départ publiées, aujourd’hui et après (heure de Paris), avec le couloir ; résultats : les plus récents d’abord.',
      },
    })
    .input(followsQuery)
    .output(followsPageSchema)
    .query(({ ctx, input }) => service.follows(ctx, input)),
});
