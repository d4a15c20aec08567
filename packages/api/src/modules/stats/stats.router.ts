import { statsSchema } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import { countRows } from './stats.repository';

export const statsRouter = router({
  get: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/stats', tags: ['admin'], summary: 'Compteurs du tableau de bord' } })
    .input(z.object({}).optional())
    .output(statsSchema)
    .query(async ({ ctx }) => ({
      participants: await countRows(ctx.db, 'participants'),
      volunteers: await countRows(ctx.db, 'volunteers'),
      partners: await countRows(ctx.db, 'partners'),
      messages: await countRows(ctx.db, 'contactMessages'),
      accreditations: await countRows(ctx.db, 'accreditations'),
      newsletter: await countRows(ctx.db, 'newsletterSubscriptions'),
      results: await countRows(ctx.db, 'results'),
    })),
});
