import { statsSchema } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import * as service from './stats.service';

export const statsRouter = router({
  get: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/stats', tags: ['admin'], summary: 'Compteurs du tableau de bord' },
    })
    .input(z.object({}).optional())
    .output(statsSchema)
    .query(({ ctx }) => service.counts(ctx.db)),
});
