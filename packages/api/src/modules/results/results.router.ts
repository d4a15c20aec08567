import {
  athletePageSchema,
  athleteQuery,
  clubPointsTableInput,
  clubPointsTableSchema,
  clubRankingSchema,
  clubsQuery,
  idParam,
  medalTableSchema,
  medalsQuery,
  messageOutput,
  optionalFilter,
  racePageSchema,
  raceQuery,
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
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as clubs from './results.clubs';
import { importFile } from './results.import';
import * as service from './results.service';

const tags = ['results'];

export const resultsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/results',
        tags,
        protect: false,
        summary: 'Résultats avec leur épreuve',
        description:
          'Sans paramètre, tous les résultats. eventId et championshipId filtrent ; search cherche dans l’athlète et le club (sans tenir compte des accents ni de la casse).',
      },
    })
    .input(resultsQuery.optional())
    .output(z.array(resultSchema))
    .query(({ ctx, input }) => service.publicList(ctx, input)),
  races: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/results/races',
        tags,
        protect: false,
        summary: 'Épreuves ayant des résultats, avec leur podium, et chiffres clés',
      },
    })
    .input(z.object({ championshipId: optionalFilter(64) }).optional())
    .output(resultsBoardSchema)
    .query(({ ctx, input }) => service.board(ctx, input?.championshipId)),
  race: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/results/races/{eventId}',
        tags,
        protect: false,
        summary: 'Une épreuve : son classement complet et les épreuves précédente et suivante du programme',
        description:
          'Toute épreuve publique du programme, avec ou sans résultats ; 404 pour une épreuve inconnue ou masquée.',
      },
    })
    .input(raceQuery)
    .output(racePageSchema)
    .query(({ ctx, input }) => service.race(ctx, input.eventId)),
  athlete: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/athletes/{key}',
        tags,
        protect: false,
        summary: 'Un athlète : son inscription et tous ses résultats',
        description:
          'key : `p-<id du participant>`, ou le nom et le club sans accents ni majuscules, mots séparés par « - » et nom séparé du club par « -- » (`jeanne-martin--ac-paris`). Les résultats importés avec l’id du participant lui reviennent ; les autres sont rapprochés par nom et club.',
      },
    })
    .input(athleteQuery)
    .output(athletePageSchema)
    .query(({ ctx, input }) => service.athlete(ctx, input.key)),
  medals: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/results/medals',
        tags,
        protect: false,
        summary: 'Tableau des médailles par club et nombre de classés par épreuve',
        description: 'Médailles : classés aux rangs 1 à 3, ex æquo compris. championshipId limite à un championnat.',
      },
    })
    .input(medalsQuery.optional())
    .output(medalTableSchema)
    .query(({ ctx, input }) => service.medals(ctx, input?.championshipId)),
  clubs: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/results/clubs',
        tags,
        protect: false,
        summary: 'Classement des clubs (challenge des clubs)',
        description:
          'Points par place des finales A selon le barème de chaque championnat (10, 8, 6, 5, 4, 3, 2, 1 par défaut ; les relais selon leur barème s’il en a un), ex æquo compris, additionnés par club ; départage au nombre de premières places puis de deuxièmes. championshipId limite à un championnat.',
      },
    })
    .input(clubsQuery.optional())
    .output(clubRankingSchema)
    .query(({ ctx, input }) => clubs.clubs(ctx, input?.championshipId)),
  pointsTables: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/club-points', tags, summary: 'Barème de points de chaque championnat' },
    })
    .input(z.void())
    .output(z.array(clubPointsTableSchema))
    .query(({ ctx }) => clubs.allPointsTables(ctx.db)),
  setPointsTable: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/championships/{championshipId}/club-points',
        tags,
        summary: "Fixe le barème de points d'un championnat pour le classement des clubs",
      },
    })
    .input(clubPointsTableInput)
    .output(clubPointsTableSchema)
    .mutation(({ ctx, input }) => clubs.setPointsTable(ctx.db, input)),
  adminList: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/results', tags } })
    .input(resultsQuery.optional())
    .output(z.array(resultSchema))
    .query(({ ctx, input }) => service.adminList(ctx.db, input)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/results/{id}', tags } })
    .input(idParam)
    .output(resultSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  setRanking: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/events/{eventId}/results',
        tags,
        summary: "Remplace tout le classement d'une épreuve",
        description:
          'Le classement envoyé remplace celui de l’épreuve en une seule transaction ; une liste vide l’efface. Chaque ligne a un `status` (finished par défaut, avec `rank` et `time` ; dns, dnf ou dsq sans rang ni temps). `entryId`, facultatif, est l’inscription sous laquelle la ligne a été ramée (400 si elle n’existe pas) ; sans lui, un participant garde l’inscription que sa ligne avait déjà. `resultsState` (provisional ou official), facultatif, publie en même temps les résultats comme provisoires ou officiels.',
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
  // a Fastify route that calls this procedure (apps/server/src/plain-routes/results-import.ts).
  importFile: adminProcedure
    .input(resultsImportInput)
    .output(resultsImportAnswerSchema)
    .mutation(({ ctx, input }) => importFile(ctx.db, input, ctx.file)),
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
