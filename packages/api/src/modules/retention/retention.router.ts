import { retentionDryRunSchema, retentionOutcomeSchema, retentionStatusSchema } from '@app/contract';
import { z } from 'zod';
import type { Context } from '../../context';
import { adminProcedure, router } from '../../trpc';
import * as service from './retention.service';

const tags = ['retention'];
const now = (ctx: Context) => ctx.config.clock?.() ?? new Date();

export const retentionRouter = router({
  status: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/retention',
        tags,
        summary: 'Règles de conservation, prochaine exécution quotidienne (03:30, Paris) et dernier résultat',
      },
    })
    .input(z.void())
    .output(retentionStatusSchema)
    .query(({ ctx }) => service.status(ctx.db, now(ctx))),
  dryRun: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/retention/dry-run',
        tags,
        summary:
          'Simulation : ce que chaque règle supprimerait maintenant (nombre et identifiants), sans rien supprimer',
      },
    })
    .input(z.void())
    .output(retentionDryRunSchema)
    .mutation(({ ctx }) => service.dryRun(ctx.db, now(ctx))),
  run: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/retention/run',
        tags,
        summary: 'Applique les règles de conservation maintenant (suppression définitive)',
      },
    })
    .input(z.void())
    .output(retentionOutcomeSchema)
    .mutation(({ ctx }) => service.runNow(ctx.db, now(ctx))),
});
