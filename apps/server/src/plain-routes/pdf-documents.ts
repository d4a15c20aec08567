import type { ApiDeps } from '@app/api';
import { formatIssues } from '@app/api';
import type { PdfFile } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { etagMaker, matchesIfNoneMatch } from '../public-cache/etag';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { badRequest, type Caller, plainRoute } from './plain-route';

/*
 * The federation's PDF records (issue 33), drawn by the records procedures (pdfkit, cached per data
 * version). As the start lists' CSV, public data fully determined by the data version: the version is
 * the ETag and `no-cache` makes a reader revalidate, so an unchanged file costs a 304 and a correction
 * is seen at once. `inline`: a browser opens it in its PDF reader. `?lang=en` for English.
 */

const lang = z.enum(['fr', 'en'], { error: 'Langue invalide (fr ou en)' }).default('fr');
const championshipId = z.string().trim().min(1).max(64).optional();

type Params = Record<string, string>;
type Query = Record<string, unknown>;
interface PdfRoute {
  entry: PlainRouteEntry;
  read: (caller: Caller, params: Params, query: Query) => Promise<PdfFile>;
}

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const answer = schema.safeParse(value);
  if (!answer.success) throw badRequest(formatIssues(answer.error.issues));
  return answer.data;
};
const langOf = (query: Query) => parse(lang, query.lang);

const pdfResponses = (notFound?: string) => ({
  '200': {
    description: 'Le document PDF (A4)',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
  '304': { description: 'Inchangé depuis cet ETag' },
  '400': errorResponse('Paramètre invalide'),
  ...(notFound ? { '404': errorResponse(notFound) } : {}),
});
const langParameter = {
  name: 'lang',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: ['fr', 'en'], default: 'fr' },
  description: 'Langue du document',
};
const pathParameter = (name: string, description: string, format?: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', ...(format ? { format } : {}) },
  description,
});
const championshipParameter = {
  name: 'championshipId',
  in: 'query',
  required: false,
  schema: { type: 'string' },
  description: 'Un seul championnat (sans lui : tous)',
};
const entry = (url: string, operationId: string, summary: string, parameters: unknown[], notFound?: string) =>
  ({
    method: 'get',
    url: `/api/pdf${url.replace(/\{(\w+)\}/g, ':$1')}`,
    access: 'public',
    operation: {
      operationId,
      summary,
      description:
        'PDF A4 en français (ou en anglais avec lang=en), en-tête de la fédération, pages numérotées, filigrane « Provisoire » tant que les résultats ne sont pas officiels. ETag = version des données (304 avec If-None-Match).',
      tags: ['results'],
      parameters: [...parameters, langParameter],
      responses: pdfResponses(notFound),
    },
  }) satisfies PlainRouteEntry;

const eventParameter = pathParameter('eventId', "L'épreuve");
const routes: PdfRoute[] = [
  {
    entry: entry(
      '/races/{eventId}/start-list.pdf',
      'pdf-race-start-list',
      "Liste de départ d'une épreuve (PDF)",
      [eventParameter],
      'Épreuve inconnue ou masquée',
    ),
    read: (caller, params, query) =>
      caller.records.raceStartList({ eventId: params.eventId ?? '', lang: langOf(query) }),
  },
  {
    entry: entry(
      '/races/{eventId}/results.pdf',
      'pdf-race-results',
      "Résultats d'une épreuve (PDF), avec ses errata",
      [eventParameter],
      'Épreuve inconnue ou masquée',
    ),
    read: (caller, params, query) => caller.records.raceResults({ eventId: params.eventId ?? '', lang: langOf(query) }),
  },
  {
    entry: entry(
      '/championships/{championshipId}/results.pdf',
      'pdf-championship-results',
      "Résultats d'un championnat (PDF) : les finales, puis les autres tours",
      [pathParameter('championshipId', 'Le championnat')],
      'Championnat inconnu ou masqué',
    ),
    read: (caller, params, query) =>
      caller.records.championshipResults({ championshipId: params.championshipId ?? '', lang: langOf(query) }),
  },
  {
    entry: entry(
      '/days/{date}/start-lists.pdf',
      'pdf-day-start-lists',
      "Listes de départ publiées d'un jour (PDF, chambre d'appel)",
      [pathParameter('date', 'Le jour (AAAA-MM-JJ)', 'date')],
    ),
    read: (caller, params, query) => caller.records.dayStartLists({ date: params.date ?? '', lang: langOf(query) }),
  },
  {
    entry: entry('/medals.pdf', 'pdf-medals', 'Tableau des médailles (PDF)', [championshipParameter]),
    read: (caller, _params, query) =>
      caller.records.medals({ championshipId: parse(championshipId, query.championshipId), lang: langOf(query) }),
  },
  {
    entry: entry('/clubs.pdf', 'pdf-clubs', 'Classement des clubs (PDF)', [championshipParameter]),
    read: (caller, _params, query) =>
      caller.records.clubs({ championshipId: parse(championshipId, query.championshipId), lang: langOf(query) }),
  },
];

export const pdfRouteEntries: readonly PlainRouteEntry[] = routes.map((r) => r.entry);

export function registerPdfRoutes(app: FastifyInstance, deps: ApiDeps, etagSeed?: string): void {
  const etagOf = etagMaker(etagSeed);
  for (const route of routes)
    plainRoute(app, deps, route.entry, async ({ request, reply, caller }) => {
      const query = request.query as Query;
      // The version is read before the data: a tag is never newer than its body. One tag per language.
      await deps.publicCache.fresh();
      const etag = etagOf(deps.publicCache.version).replace(/"$/, `-${langOf(query)}"`);
      const file = await route.read(caller(), request.params as Params, query);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag, true)) {
        reply.code(304).send();
        return undefined;
      }
      return {
        file: Buffer.from(file.contentBase64, 'base64'),
        contentType: 'application/pdf',
        fileName: file.fileName,
        disposition: 'inline',
      };
    });
}
