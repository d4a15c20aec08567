import { eventIdParam, startListCsvFileSchema, startListDayQuery, startListSchema } from '@app/contract';
import { publicProcedure, router } from '../../trpc';
import { dayCsv } from './start-lists.csv';
import * as service from './start-lists.service';

const tags = ['events'];

export const startListsRouter = router({
  event: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/events/{eventId}/start-list',
        tags,
        protect: false,
        summary: "Liste de départ d'une épreuve (un tour) : couloirs, engagés, temps de référence",
        description:
          'Entrées par couloir croissant, forfaits compris (`status` = `scratched`). Avant publication : `published` = false et aucune entrée. ' +
          '`seedTime` : le temps déclaré pour cette épreuve, sinon le record personnel. 404 pour une épreuve inconnue ou masquée. ' +
          'Les listes publiées d’un jour en CSV (Excel) : GET /api/start-lists/{date}.csv.',
      },
    })
    .input(eventIdParam)
    .output(startListSchema)
    .query(({ ctx, input }) => service.startList(ctx, input.eventId)),
  // No REST meta: CSV is not JSON. The server answers GET /api/start-lists/{date}.csv through this
  // procedure (apps/server/src/plugins/start-lists-csv-route.ts).
  dayCsv: publicProcedure
    .input(startListDayQuery)
    .output(startListCsvFileSchema)
    .query(({ ctx, input }) => dayCsv(ctx, input.date)),
});
