import { auditEntrySchema, auditPageSchema, auditQuery } from '@app/contract';
import { z } from 'zod';
import { withTotalHeader } from '../../lib/list-window';
import { adminProcedure, router } from '../../trpc';
import * as service from './audit.service';

const tags = ['audit'];

export const auditRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit',
        tags,
        summary: "Journal des écritures de l'administration (12 mois)",
        description:
          'Du plus récent au plus ancien. Filtres : `entity` (participants, partners, accounts…), `account` (e-mail du compte au moment de l’écriture, ou son id), `from` et `to` (AAAA-MM-JJ, journées UTC incluses, ou heure ISO). `limit`/`offset` paginent, le total est dans X-Total-Count. ' +
          'Chaque entrée : compte, heure, entité, id, action (create, update, delete, status, import, upload, login, logout, password, purge) et les champs modifiés (valeurs coupées à 80 caractères ; jamais de mot de passe, jeton ni contenu de fichier). Export CSV : GET /api/admin/audit.csv, mêmes filtres.',
      },
    })
    .input(auditQuery.optional())
    .output(z.array(auditEntrySchema))
    .query(async ({ ctx, input }) => withTotalHeader(ctx, input, await service.page(ctx.db, input))),
  // tRPC only: the Journal screen's paged list.
  page: adminProcedure
    .input(auditQuery.optional())
    .output(auditPageSchema)
    .query(({ ctx, input }) => service.page(ctx.db, input)),
});
