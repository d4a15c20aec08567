import type { ApiDeps } from '@app/api';
import { AUDIT_CSV_HEADER, auditCsvRow, toCsv } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { plainRoute } from './plain-route';

export const auditCsvEntry: PlainRouteEntry = {
  method: 'get',
  url: '/api/admin/audit.csv',
  access: 'admin',
  operation: {
    operationId: 'audit-csv',
    summary: "Journal de l'administration en CSV",
    description:
      'Mêmes filtres que GET /api/admin/audit (`entity`, `account`, `from`, `to`, `limit`, `offset`). CSV UTF-8 avec BOM, séparateur `;`, colonnes : Date, Compte, Entité, Identifiant, Action, Modifications (« champ : avant → après », une par ligne).',
    tags: ['audit'],
    parameters: ['entity', 'account', 'from', 'to', 'limit', 'offset'].map((name) => ({
      name,
      in: 'query',
      required: false,
      schema: { type: 'string' },
    })),
    responses: {
      '200': { description: 'Le fichier CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
      '400': errorResponse('Filtre invalide (date illisible…)'),
    },
  },
};

/**
 * The audit trail as a CSV file (issue 16): the same procedure and filters as GET /api/admin/audit,
 * written by the CSV helper every export uses (French Excel, formulas neutralised). A plain route: the
 * REST adapter answers JSON only.
 */
export function registerAuditCsvRoute(app: FastifyInstance, deps: ApiDeps): void {
  plainRoute(app, deps, auditCsvEntry, async ({ request, caller }) => {
    const entries = await caller().audit.list(request.query as never);
    const day = new Date().toISOString().slice(0, 10);
    return {
      file: toCsv(AUDIT_CSV_HEADER, entries.map(auditCsvRow)),
      contentType: 'text/csv; charset=utf-8',
      fileName: `journal-${day}.csv`,
    };
  });
}
