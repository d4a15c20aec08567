import { type ApiDeps, appRouter, createContext } from '@app/api';
import { AUDIT_CSV_HEADER, auditCsvRow, toCsv, UNAUTHORIZED } from '@app/contract';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { procedureErrorAnswer } from './procedure-error-answer';

export const AUDIT_CSV_PATH = '/api/admin/audit.csv';

/**
 * The audit trail as a CSV file (issue 16): the same procedure and filters as GET /api/admin/audit,
 * written by the CSV helper every export uses (French Excel, formulas neutralised). A plain route: the
 * REST adapter answers JSON only.
 */
export function registerAuditCsvRoute(app: FastifyInstance, deps: ApiDeps): void {
  app.get(AUDIT_CSV_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const ctx = await createContext(deps, { authorization: request.headers.authorization, ip: request.ip });
    if (!ctx.admin) return reply.code(401).send({ message: UNAUTHORIZED, code: 'UNAUTHORIZED' });
    try {
      const entries = await appRouter.createCaller(ctx).audit.list(request.query as never);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="journal-${day}.csv"`)
        .send(toCsv(AUDIT_CSV_HEADER, entries.map(auditCsvRow)));
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      const { status, body } = procedureErrorAnswer(error);
      return reply.code(status).send(body);
    }
  });
}

type Document = { paths?: Record<string, unknown> };

/** The CSV path beside the procedures in the REST document. */
export function documentAuditCsv(document: Document, error: (description: string) => unknown): void {
  document.paths ??= {};
  document.paths['/admin/audit.csv'] = {
    get: {
      operationId: 'audit-csv',
      summary: "Journal de l'administration en CSV",
      description:
        'Mêmes filtres que GET /api/admin/audit (`entity`, `account`, `from`, `to`, `limit`, `offset`). CSV UTF-8 avec BOM, séparateur `;`, colonnes : Date, Compte, Entité, Identifiant, Action, Modifications (« champ : avant → après », une par ligne).',
      tags: ['audit'],
      security: [{ Authorization: [] }],
      parameters: ['entity', 'account', 'from', 'to', 'limit', 'offset'].map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
      responses: {
        '200': { description: 'Le fichier CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': error('Filtre invalide (date illisible…)'),
        '401': error('Authentification requise'),
      },
    },
  };
}
