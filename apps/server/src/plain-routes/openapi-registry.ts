import { UNAUTHORIZED } from '@app/contract';
import type { ErrorAnswer } from './procedure-error-answer';

/** An operation of the OpenAPI document, as written beside its route. */
export type Operation = Record<string, unknown> & { summary: string; responses: Record<string, unknown> };

/**
 * A plain route's declaration: the route (plain-route.ts) and its OpenAPI entry come from this one object,
 * so what the route asks for (an administrator) is what the document says.
 */
export interface PlainRouteEntry {
  method: 'get' | 'post';
  /** Fastify's form, /api included (`:id`). */
  url: string;
  /** `admin`: refused by adminProcedure without a valid token (documented with its 401). */
  access: 'admin' | 'public';
  /** The document's path when it is not the URL's (`{id}.ics` for a `:file` parameter). */
  openapiPath?: string;
  /** Absent only for a route that is no API (the unsubscribe page's form posted by a browser). */
  operation?: Operation;
}

/** The one error answer of every plain route, as /api gives it (procedure-error-answer.ts). */
export const errorResponse = (description: string, example?: ErrorAnswer) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          code: { type: 'string' },
          issues: { type: 'array', items: { type: 'object' } },
          line: { type: 'integer', description: 'Ligne du fichier en cause' },
        },
        required: ['message'],
      },
      ...(example ? { example } : {}),
    },
  },
});

const documentPath = (entry: PlainRouteEntry) =>
  entry.openapiPath ?? entry.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');

type Document = { paths?: Record<string, unknown> };

/**
 * Writes every plain route's entry beside the procedures in the REST document (rest.ts calls it once).
 * A new plain route adds its entry to the list in plain-routes/entries.ts, nowhere else.
 */
export function documentPlainRoutes(document: Document, entries: readonly PlainRouteEntry[]): void {
  document.paths ??= {};
  for (const entry of entries) {
    if (!entry.operation) continue;
    const path = documentPath(entry);
    const admin = entry.access === 'admin';
    const operation = {
      ...entry.operation,
      ...(admin ? { security: [{ Authorization: [] }] } : {}),
      responses: admin
        ? {
            ...entry.operation.responses,
            '401': errorResponse('Authentification requise', { message: UNAUTHORIZED, code: 'UNAUTHORIZED' }),
          }
        : entry.operation.responses,
    };
    document.paths[path] = { ...(document.paths[path] as object | undefined), [entry.method]: operation };
  }
}
