import type { ApiDeps } from '@app/api';
import { formatIssues } from '@app/api';
import { NOT_FOUND, START_LIST_CSV_HEADER, startListDayQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { etagMaker, matchesIfNoneMatch } from '../public-cache/etag';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { badRequest, PlainRefusal, plainRoute } from './plain-route';

const CSV = '.csv';

/*
 * A day's published start lists as a CSV for a French Excel (issue 29), drawn by the startLists.dayCsv
 * procedure with the CSV writer every export uses. Public data fully determined by the data version, so,
 * as the calendar files, the version is its ETag and `no-cache` makes a script or a browser revalidate:
 * an unchanged day costs a 304. The version is read before the data: a tag is never newer than its body.
 */
export function registerStartListsCsvRoute(app: FastifyInstance, deps: ApiDeps, etagSeed?: string): void {
  const etagOf = etagMaker(etagSeed);
  plainRoute(app, deps, startListsCsvEntry, async ({ request, reply, caller }) => {
    const { file } = request.params as { file: string };
    if (!file.endsWith(CSV)) throw new PlainRefusal(404, { message: NOT_FOUND, code: 'NOT_FOUND' });
    const query = startListDayQuery.safeParse({ date: file.slice(0, -CSV.length) });
    if (!query.success) throw badRequest(formatIssues(query.error.issues));
    await deps.publicCache.fresh();
    const etag = etagOf(deps.publicCache.version);
    const answer = await caller().startLists.dayCsv(query.data);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag, true)) {
      reply.code(304).send();
      return undefined;
    }
    return { file: answer.csv, contentType: 'text/csv; charset=utf-8', fileName: answer.fileName };
  });
}

export const startListsCsvEntry: PlainRouteEntry = {
  method: 'get',
  url: '/api/start-lists/:file',
  access: 'public',
  openapiPath: '/start-lists/{date}.csv',
  operation: {
    operationId: 'start-lists-day-csv',
    summary: "Listes de départ publiées d'un jour, en CSV (Excel)",
    description:
      `CSV UTF-8 avec BOM, séparateur \`;\`, fins de ligne CRLF. Colonnes : ${START_LIST_CSV_HEADER.join(', ')}. ` +
      'Épreuves dans l’ordre de l’horaire, couloirs croissants ; les forfaits ne figurent pas ; un relais est une ligne, son nom d’équipage dans Nom. ' +
      'Un jour sans liste publiée : l’en-tête seul. ETag = version des données (304 avec If-None-Match).',
    tags: ['events'],
    parameters: [{ name: 'date', in: 'path', required: true, schema: { type: 'string', format: 'date' }, description: 'Le jour (AAAA-MM-JJ)' }],
    responses: {
      '200': { description: 'Le fichier CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
      '304': { description: 'Inchangé depuis cet ETag' },
      '400': errorResponse('Date invalide', { message: 'Données invalides : date — Date invalide (format AAAA-MM-JJ)', code: 'BAD_REQUEST' }),
      '404': errorResponse('Adresse inconnue (pas un fichier .csv)', { message: NOT_FOUND, code: 'NOT_FOUND' }),
    },
  },
};
