import { type ApiDeps, appRouter, createContext, type createOpenApiDocument, formatIssues } from '@app/api';
import { CALENDAR_FEED_PATH, type CalendarFile, calendarEventQuery, calendarFeedQuery, calendarUidDomain, MAX_CALENDAR_EVENTS, NOT_FOUND } from '@app/contract';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMaker, matchesIfNoneMatch } from '../public-cache/etag';
import { type ErrorAnswer, procedureErrorAnswer } from './procedure-error-answer';

const EVENT_ROUTE = '/api/calendar/events/:file';
const ICS = '.ics';

/*
 * The programme as iCalendar (issue 14): a feed calendar applications subscribe to, and one race's file
 * to add. Plain Fastify routes, since the answer is text/calendar, drawn by the calendar procedures.
 *
 * A file is fully determined by the data version (PublicCache, bumped by every admin write before its
 * answer leaves) and its URL, so the version is its ETag, and `no-cache` makes every application
 * revalidate: a subscribed calendar never keeps a programme older than an acknowledged write, and an
 * unchanged one costs a 304. The version is read before the data, so a tag is never newer than its body.
 */
export async function registerCalendarRoutes(app: FastifyInstance, deps: ApiDeps, publicUrl: string, etagSeed?: string): Promise<void> {
  const etagOf = etagMaker(etagSeed);

  const answer = async (request: FastifyRequest, reply: FastifyReply, disposition: 'inline' | 'attachment', draw: (caller: ReturnType<typeof appRouter.createCaller>) => Promise<CalendarFile>) => {
    // Several processes: the version is first brought up to date with the other processes' writes.
    await deps.publicCache.fresh();
    const etag = etagOf(deps.publicCache.version);
    let file: CalendarFile;
    try {
      // Public data only: an administrator's token changes nothing here.
      file = await draw(appRouter.createCaller(await createContext(deps, { ip: request.ip })));
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      const { status, body } = procedureErrorAnswer(error);
      if (status >= 500) request.log.error(error.cause ?? error);
      return refuse(reply, status, body);
    }
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag, true)) return reply.code(304).send();
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `${disposition}; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
      .send(file.ics);
  };

  // Other query parameters (a cache-busting one an application adds) are ignored, as on /api.
  app.get(CALENDAR_FEED_PATH, (request, reply) => {
    const query = calendarFeedQuery.safeParse(request.query);
    if (!query.success) return refuse(reply, 400, { message: formatIssues(query.error.issues), code: 'BAD_REQUEST' });
    // The procedure reads the list as it is written in the address, and checks it again.
    const { events, ...filter } = query.data;
    return answer(request, reply, 'inline', (caller) => caller.calendar.feed({ ...filter, ...(events ? { events: events.join(',') } : {}), origin: publicUrl }));
  });

  app.get(EVENT_ROUTE, (request, reply) => {
    const { file } = request.params as { file: string };
    const query = calendarEventQuery.safeParse({ ...(request.query as object), id: file.slice(0, -ICS.length) });
    if (!file.endsWith(ICS) || (!query.success && query.error.issues.some((issue) => issue.path[0] === 'id'))) {
      return refuse(reply, 404, { message: NOT_FOUND, code: 'NOT_FOUND' });
    }
    if (!query.success) return refuse(reply, 400, { message: formatIssues(query.error.issues), code: 'BAD_REQUEST' });
    return answer(request, reply, 'attachment', (caller) => caller.calendar.event({ ...query.data, origin: publicUrl }));
  });

  // The document rest.ts serves at /api/openapi.json and /api/docs is this one object.
  documentCalendarPaths(app.swagger() as OpenApiDocument);
}

const refuse = (reply: FastifyReply, status: number, body: ErrorAnswer) => reply.code(status).header('cache-control', 'no-store').send(body);

type OpenApiDocument = ReturnType<typeof createOpenApiDocument>;

/** The calendar routes beside the procedures in the REST document. */
function documentCalendarPaths(document: OpenApiDocument): void {
  const error = (description: string, message: string, code: string) => ({
    description,
    content: {
      'application/json': { schema: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } }, required: ['message'] }, example: { message, code } },
    },
  });
  const calendar = (description: string, disposition: string) => ({
    description,
    headers: {
      ETag: { description: 'Version des données : la renvoyer dans If-None-Match', schema: { type: 'string' } },
      'Content-Disposition': { schema: { type: 'string', example: disposition } },
    },
    content: { 'text/calendar': { schema: { type: 'string', example: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…\r\nEND:VCALENDAR\r\n' } } },
  });
  const lang = { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['fr', 'en'], default: 'fr' }, description: 'Langue des intitulés' };
  const ifNoneMatch = { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'ETag d’une réponse précédente : 304 si le programme n’a pas changé' };
  const notModified = { description: 'Programme inchangé depuis cet ETag' };
  const times =
    'Heures de Paris (TZID=Europe/Paris, fuseau décrit dans le fichier), créneau de 30 minutes par épreuve ; lieu = paramètres du site. ' +
    `Chaque épreuve garde son UID (\`<id>@${calendarUidDomain}\`) : réimporter ou rafraîchir met à jour au lieu de dupliquer.`;
  document.paths ??= {};
  document.paths['/calendar.ics'] = {
    get: {
      operationId: 'calendar-feed',
      summary: 'Programme au format iCalendar (abonnement)',
      description: `Épreuves actives du programme, toutes ou filtrées (filtres combinables). ${times} Les applications s’abonnent à cette adresse (webcal://) et la relisent toutes les heures.`,
      tags: ['events'],
      parameters: [
        { name: 'championshipId', in: 'query', required: false, schema: { type: 'string' }, description: 'Un championnat' },
        { name: 'day', in: 'query', required: false, schema: { type: 'string', format: 'date' }, description: 'Un jour (AAAA-MM-JJ)' },
        {
          name: 'events',
          in: 'query',
          required: false,
          schema: { type: 'string', example: 'elite-1,indoor-4' },
          description:
            `Les épreuves choisies par un visiteur (« Mes épreuves ») : identifiants séparés par des virgules, ${MAX_CALENDAR_EVENTS} au plus (lettres, chiffres, - et _). ` +
            'Un identifiant bien formé mais absent du programme public (épreuve supprimée ou masquée depuis) est ignoré, sans erreur : le fichier contient les autres. ' +
            'Se combine avec championshipId et day (intersection).',
        },
        lang,
        ifNoneMatch,
      ],
      responses: {
        '200': calendar('Calendrier (inline)', 'inline; filename="programme.ics"'),
        '304': notModified,
        '400': error('Paramètre invalide (date, langue, liste d’épreuves mal formée ou trop longue)', 'Données invalides : day — Date invalide (format AAAA-MM-JJ)', 'BAD_REQUEST'),
        '404': error('Championnat inconnu', 'Championnat introuvable', 'NOT_FOUND'),
      },
    },
  } as never;
  document.paths['/calendar/events/{id}.ics'] = {
    get: {
      operationId: 'calendar-event',
      summary: 'Une épreuve au format iCalendar (à ajouter à son agenda)',
      description: times,
      tags: ['events'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: "Identifiant de l'épreuve" }, lang, ifNoneMatch],
      responses: {
        '200': calendar('Fichier à télécharger', 'attachment; filename="epreuve-elite-1.ics"'),
        '304': notModified,
        '400': error('Paramètre invalide', 'Données invalides : lang — Langue invalide (fr ou en)', 'BAD_REQUEST'),
        '404': error('Épreuve inconnue ou masquée', 'Épreuve introuvable', 'NOT_FOUND'),
      },
    },
  } as never;
}
