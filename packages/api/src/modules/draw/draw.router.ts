import { drawAnswerSchema, drawBoardSchema, eventIdParam, qualifyAnswerSchema, startListAnswerSchema, startListUpdateInput } from '@app/contract';
import { adminProcedure, router } from '../../trpc';
import * as service from './draw.service';
import * as qualifyService from './qualify.service';
import * as startList from './start-list.service';

const tags = ['draw'];

// The draw of a race (issue 29, item 3): each action one transaction, journaled by adminProcedure.
export const drawRouter = router({
  board: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/events/{eventId}/draw', tags, summary: 'Tours de la course avec leurs inscrits par couloir' } })
    .input(eventIdParam)
    .output(drawBoardSchema)
    .query(({ ctx, input }) => service.board(ctx.db, input.eventId)),
  run: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/events/{eventId}/draw',
        tags,
        summary: '« Répartir » : les inscrits du premier tour de la course dans ses séries, par temps de référence, couloirs du centre vers l’extérieur',
      },
    })
    .input(eventIdParam)
    .output(drawAnswerSchema)
    .mutation(({ ctx, input }) => service.draw(ctx.db, input.eventId)),
  startList: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/events/{eventId}/start-list',
        tags,
        summary: 'Couloirs et séries des inscrits du tour ; verrouiller (locked), publier (published : true)',
      },
    })
    .input(startListUpdateInput)
    .output(startListAnswerSchema)
    .mutation(({ ctx, input }) => startList.update(ctx.db, input)),
  qualify: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/events/{eventId}/qualify',
        tags,
        summary: '« Qualifier » : remplit ce tour depuis les résultats du tour d’origine selon la progression',
      },
    })
    .input(eventIdParam)
    .output(qualifyAnswerSchema)
    .mutation(({ ctx, input }) => qualifyService.qualify(ctx.db, input.eventId)),
});
