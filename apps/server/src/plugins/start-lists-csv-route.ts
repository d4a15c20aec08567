import { type ApiDeps, appRouter, createContext, type createOpenApiDocument, formatIssues } from '@app/api';
import { NOT_FOUND, START_LIST_CSV_HEADER, startListDayQuery } from '@app/contract';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { etagMaker, matchesIfNoneMatch } from '../public-cache/etag';
import { type ErrorAnswer, procedureErrorAnswer } from './procedure-error-answer';

const ROUTE = '/api/start-lists/:file';
const CSV = '.csv';

/*
 * A day's published start lists as a CSV for a French Excel (issue 29): a plain route, since the answer
 * is text/csv, drawn by the startLists.dayCsv procedure with the CSV writer every export uses. Public
 * data fully determined by the data version, so, as the calendar files, the version is its ETag and
 * `no-cache` makes a script or a browser revalidate: an unchanged day costs a 304.
 */
export function registerStartListsCsvRoute(app: FastifyInstance, deps: ApiDeps, etagSeed?: string): void {
  const etagOf = etagMaker(etagSeed);
  app.get(ROUTE, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!file.endsWith(CSV)) return refuse(reply, 404, { message: NOT_FOUND, code: 'NOT_FOUND' });
    const query = startListDayQuery.safeParse({ date: file.slice(0, -CSV.length) });
    if (!query.success) return refuse(reply, 400, { message: formatIssues(query.error.issues), code: 'BAD_REQUEST' });
    await deps.publicCache.fresh();
    // Read before the data: a tag is never newer than its body.
    const etag = etagOf(deps.publicCache.version);
    let answer: { fileName: string; csv: string };
    try {
      answer = await appRouter.createCaller(await createContext(deps, { ip: request.ip })).startLists.dayCsv(query.data);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      const { status, body } = procedureErrorAnswer(error);
      if (status >= 500) request.log.error(error.cause ?? error);
      return refuse(reply, status, body);
    }
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag, true)) return reply.code(304).send();
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${answer.fileName}"`).send(answer.csv);
  });
  documentStartListsCsv(app.swagger() as ReturnType<typeof createOpenApiDocument>);
}

const refuse = (reply: FastifyReply, status: number, body: ErrorAnswer) => reply.code(status).header('cache-control', 'no-store').send(body);

/** The CSV path beside the procedures in the REST document. */
function documentStartListsCsv(document: ReturnType<typeof createOpenApiDocument>): void {
  const error = (description: string, message: string, code: string) => ({
    description,
    content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } }, required: ['message'] }, example: { message, code } } },
  });
  document.paths ??= {};
  document.paths['/start-lists/{date}.csv'] = {
    get: {
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
        '400': error('Date invalide', 'Données invalides : date — Date invalide (format AAAA-MM-JJ)', 'BAD_REQUEST'),
      },
    },
  } as never;
}
