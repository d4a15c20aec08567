import { raceDayInput, raceFileDownloadSchema, raceFileInput } from '@app/contract';
import { adminProcedure, router } from '../../trpc';
import * as service from './race-files.service';

// No REST path of their own: the plain routes GET /api/admin/events/{eventId}/race-definition.rac2|.rac
// and GET /api/admin/race-definitions/{date}.zip call these and send the bytes (apps/server race-files-routes).
export const raceFilesRouter = router({
  race: adminProcedure
    .input(raceFileInput)
    .output(raceFileDownloadSchema)
    .query(({ ctx, input }) => service.raceFile(ctx.db, input.eventId, input.kind)),
  day: adminProcedure
    .input(raceDayInput)
    .output(raceFileDownloadSchema)
    .query(({ ctx, input }) => service.raceDayZip(ctx.db, input.date)),
});
