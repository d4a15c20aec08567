import type { ApiDeps } from '@app/api';
import { formatIssues } from '@app/api';
import {
  CALENDAR_FEED_PATH,
  type CalendarFile,
  calendarEventQuery,
  calendarFeedQuery,
  calendarUidDomain,
  MAX_CALENDAR_EVENTS,
  MAX_FOLLOWED,
  NOT_FOUND,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { etagMaker, matchesIfNoneMatch } from '../public-cache/etag';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { badRequest, type Caller, type PlainCall, type PlainAnswer, PlainRefusal, plainRoute } from './plain-route';

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
export async function registerCalendarRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  publicUrl: string,
  etagSeed?: string,
): Promise<void> {
  const etagOf = etagMaker(etagSeed);

  const answer = async (
    { request, reply, caller }: PlainCall,
    disposition: 'inline' | 'attachment',
    draw: (caller: Caller) => Promise<CalendarFile>,
  ): Promise<PlainAnswer> => {
    // Several processes: the version is first brought up to date with the other processes' writes.
    await deps.publicCache.fresh();
    const etag = etagOf(deps.publicCache.version);
    // Public data only: an administrator's token changes nothing here (a public route's context has none).
    const file = await draw(caller());
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag, true)) {
      reply.code(304).send();
      return undefined;
    }
    return { file: file.ics, contentType: 'text/calendar; charset=utf-8', fileName: file.fileName, disposition };
  };

  // Other query parameters (a cache-busting one an application adds) are ignored, as on /api.
  plainRoute(app, deps, calendarFeedEntry, async (call) => {
    const query = calendarFeedQuery.safeParse(call.request.query);
    if (!query.success) throw badRequest(formatIssues(query.error.issues));
    // The procedure reads the list as it is written in the address, and checks it again.
    const { events, athletes, ...filter } = query.data;
    return answer(call, 'inline', (caller) =>
      caller.calendar.feed({
        ...filter,
        ...(events ? { events: events.join(',') } : {}),
        ...(athletes ? { athletes: athletes.join(',') } : {}),
        origin: publicUrl,
      }),
    );
  });

  plainRoute(app, deps, calendarEventEntry, async (call) => {
    const { file } = call.request.params as { file: string };
    const query = calendarEventQuery.safeParse({ ...(call.request.query as object), id: file.slice(0, -ICS.length) });
    if (!file.endsWith(ICS) || (!query.success && query.error.issues.some((issue) => issue.path[0] === 'id'))) {
      throw new PlainRefusal(404, { message: NOT_FOUND, code: 'NOT_FOUND' });
    }
    if (!query.success) throw badRequest(formatIssues(query.error.issues));
    return answer(call, 'attachment', (caller) => caller.calendar.event({ ...query.data, origin: publicUrl }));
  });
}

/* The calendar routes beside the procedures in the REST document. */
const calendarFile = (description: string, disposition: string) => ({
  description,
  headers: {
    ETag: { description: 'Version des données : la renvoyer dans If-None-Match', schema: { type: 'string' } },
    'Content-Disposition': { schema: { type: 'string', example: disposition } },
  },
  content: {
    'text/calendar': {
      schema: { type: 'string', example: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…\r\nEND:VCALENDAR\r\n' },
    },
  },
});
const lang = {
  name: 'lang',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: ['fr', 'en'], default: 'fr' },
  description: 'Langue des intitulés',
};
const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: 'ETag d’une réponse précédente : 304 si le programme n’a pas changé',
};
const notModified = { description: 'Programme inchangé depuis cet ETag' };
const times =
  'Heures de Paris (TZID=Europe/Paris, fuseau décrit dans le fichier), créneau de 30 minutes par épreuve ; lieu = paramètres du site. ' +
  `Chaque épreuve garde son UID (\`<id>@${calendarUidDomain}\`) : réimporter ou rafraîchir met à jour au lieu de dupliquer.`;

export const calendarFeedEntry: PlainRouteEntry = {
  method: 'get',
  url: CALENDAR_FEED_PATH,
  access: 'public',
  operation: {
    operationId: 'calendar-feed',
    summary: 'Programme au format iCalendar (abonnement)',
    description: `Épreuves actives du programme, toutes ou filtrées (filtres combinables). ${times} Les applications s’abonnent à cette adresse (webcal://) et la relisent toutes les heures.`,
    tags: ['events'],
    parameters: [
      {
        name: 'championshipId',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Un championnat',
      },
      {
        name: 'day',
        in: 'query',
        required: false,
        schema: { type: 'string', format: 'date' },
        description: 'Un jour (AAAA-MM-JJ)',
      },
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
      {
        name: 'athletes',
        in: 'query',
        required: false,
        schema: { type: 'string', example: 'p-123,jeanne-martin--ac-paris' },
        description:
          `Les athlètes suivis par un visiteur (« Mes suivis ») : clés d’athlète (comme /athletes/{key}) séparées par des virgules, ${MAX_FOLLOWED} au plus. ` +
          'Leurs courses à venir des listes de départ publiées, leur couloir en tête de la description. Se combine avec les autres filtres (intersection).',
      },
      lang,
      ifNoneMatch,
    ],
    responses: {
      '200': calendarFile('Calendrier (inline)', 'inline; filename="programme.ics"'),
      '304': notModified,
      '400': errorResponse('Paramètre invalide (date, langue, liste d’épreuves mal formée ou trop longue)', {
        message: 'Données invalides : day — Date invalide (format AAAA-MM-JJ)',
        code: 'BAD_REQUEST',
      }),
      '404': errorResponse('Championnat inconnu', { message: 'Championnat introuvable', code: 'NOT_FOUND' }),
    },
  },
};

export const calendarEventEntry: PlainRouteEntry = {
  method: 'get',
  url: '/api/calendar/events/:file',
  access: 'public',
  openapiPath: '/calendar/events/{id}.ics',
  operation: {
    operationId: 'calendar-event',
    summary: 'Une épreuve au format iCalendar (à ajouter à son agenda)',
    description: times,
    tags: ['events'],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: "Identifiant de l'épreuve" },
      lang,
      ifNoneMatch,
    ],
    responses: {
      '200': calendarFile('Fichier à télécharger', 'attachment; filename="epreuve-elite-1.ics"'),
      '304': notModified,
      '400': errorResponse('Paramètre invalide', {
        message: 'Données invalides : lang — Langue invalide (fr ou en)',
        code: 'BAD_REQUEST',
      }),
      '404': errorResponse('Épreuve inconnue ou masquée', { message: 'Épreuve introuvable', code: 'NOT_FOUND' }),
    },
  },
};
