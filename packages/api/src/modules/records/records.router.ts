import { clubsQuery, eventIdParam, pdfFileSchema, pdfLangs, startListDayQuery } from '@app/contract';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc';
import * as service from './records.service';

// No REST paths of their own: GET /api/pdf/… (apps/server/src/plain-routes/pdf-documents.ts) sends these
// procedures' bytes as application/pdf, documented there.
const lang = z.object({ lang: z.enum(pdfLangs, { error: 'Langue invalide (fr ou en)' }).default('fr') });

export const recordsRouter = router({
  raceStartList: publicProcedure
    .input(eventIdParam.extend(lang.shape))
    .output(pdfFileSchema)
    .query(({ ctx, input }) => service.raceStartList(ctx, input.eventId, input.lang)),
  raceResults: publicProcedure
    .input(eventIdParam.extend(lang.shape))
    .output(pdfFileSchema)
    .query(({ ctx, input }) => service.raceResults(ctx, input.eventId, input.lang)),
  championshipResults: publicProcedure
    .input(z.object({ championshipId: z.string().min(1).max(64) }).extend(lang.shape))
    .output(pdfFileSchema)
    .query(({ ctx, input }) => service.championshipResults(ctx, input.championshipId, input.lang)),
  dayStartLists: publicProcedure
    .input(startListDayQuery.extend(lang.shape))
    .output(pdfFileSchema)
    .query(({ ctx, input }) => service.dayStartLists(ctx, input.date, input.lang)),
  medals: publicProcedure
    .input(clubsQuery.extend(lang.shape))
    .output(pdfFileSchema)
    .query(({ ctx, input }) => service.medals(ctx, input.championshipId, input.lang)),
  clubs: publicProcedure
    .input(clubsQuery.extend(lang.shape))
    .output(pdfFileSchema)
    .query(({ ctx, input }) => service.clubRanking(ctx, input.championshipId, input.lang)),
});
