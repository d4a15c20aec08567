import {
  idParam,
  messageOutput,
  optionalFilter,
  raceSummarySchema,
  resultCreateInput,
  resultSchema,
  resultsBoardSchema,
  resultsImportAnswerSchema,
  resultsImportInput,
  resultsQuery,
  resultUpdateInput,
  setRankingInput,
  setResultsStateInput,
} from '@app/contract';
import { z } from 'zod';
import type { Context } from '../../context';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import { importFile } from './results.import';
import { buildBoard, filterResults } from './results.queries';
import * as service from './results.service';

const tags = ['results'];

// The full public list is cached whole and filtered per request: a few thousand rows filter in about a millisecond.
const publicResults = (ctx: Context) => ctx.publicCache.get('results', () => service.list(ctx.db, { activeOnly: true }));

export const resultsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/results',
        tags,
        protect: false,
        summary: 'Résultats avec leur épreuve',
        description: 'Sans paramètre, tous les résultats. eventId et championshipId filtrent ; search cherche dans l’athlète et le club (sans tenir compte des accents ni de la casse).',
      },
    })
    .input(resultsQuery.optional())
    .output(z.array(resultSchema))
    .query(async ({ ctx, input }) => filterResults(await publicResults(ctx), input)),
  races: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/results/races', tags, protect: false, summary: 'Épreuves ayant des résultats, avec leur podium, et chiffres clés' } })
    .input(z.object({ championshipId: optionalFilter(64) }).optional())
    .output(resultsBoardSchema)
    .query(async ({ ctx, input }) => {
      const [results, races] = await Promise.all([publicResults(ctx), ctx.publicCache.get('results:races', () => service.activeRaces(ctx.db))]);
      return buildBoard(results, races, input?.championshipId);
    }),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/results', tags } })
    .input(resultsQuery.optional())
    .output(z.array(resultSchema))
    .query(async ({ ctx, input }) => filterResults(await service.list(ctx.db, { activeOnly: false }), input)),
  setRanking: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/events/{eventId}/results',
        tags,
        summary: "Remplace tout le classement d'une épreuve",
        description:
          'Le classement envoyé remplace celui de l’épreuve en une seule transaction ; une liste vide l’efface. Chaque ligne a un `status` (finished par défaut, avec `rank` et `time` ; dns, dnf ou dsq sans rang ni temps). `resultsState` (provisional ou official), facultatif, publie en même temps les résultats comme provisoires ou officiels.',
      },
    })
    .input(setRankingInput)
    .output(z.array(resultSchema))
    .mutation(({ ctx, input }) => service.setRanking(ctx.db, input)),
  setState: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/events/{eventId}/results/state',
        tags,
        summary: "Publie les résultats d'une épreuve comme provisoires ou officiels",
        description: 'Réponse : le résumé de l’épreuve (nombre de résultats, podium, `resultsState`).',
      },
    })
    .input(setResultsStateInput)
    .output(raceSummarySchema)
    .mutation(({ ctx, input }) => service.setState(ctx.db, input)),
  // No REST path of its own: scripts post the file as multipart to /api/admin/events/{id}/results/import,
  // a Fastify route that calls this procedure (apps/server results-import-route).
  importFile: adminProcedure
    .input(resultsImportInput)
    .output(resultsImportAnswerSchema)
    .mutation(({ ctx, input }) => importFile(ctx.db, input)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/results', tags } })
    .input(resultCreateInput)
    .output(resultSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, input)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/results/{id}', tags } })
    .input(resultUpdateInput)
    .output(resultSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/results/{id}', tags } })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
});
