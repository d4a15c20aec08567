import { type ApiDeps, appRouter, createContext } from '@app/api';
import type { RaceFileDownload } from '@app/contract';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { procedureErrorAnswer } from './procedure-error-answer';

// The race computer's files (issue 29, item 5): plain routes, since the REST adapter answers JSON only.
// Each calls its raceFiles procedure, which authorises (adminProcedure): no route checks a token.
// Written in the style of the other plugins/*-route.ts while the one plain-route helper is not on main;
// each route is one handler and one OpenAPI entry, to move there as they are.

export const RACE_FILE_PATHS = {
  rac2: '/api/admin/events/:eventId/race-definition.rac2',
  rac: '/api/admin/events/:eventId/race-definition.rac',
  day: '/api/admin/race-definitions/:date.zip',
} as const;

type Caller = ReturnType<typeof appRouter.createCaller>;

/** `attachment` with the ASCII name (already safe characters), and the same as UTF-8 for clients that read it. */
const disposition = (fileName: string) => `attachment; filename="${fileName.replace(/["\\]/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

function download(app: FastifyInstance, deps: ApiDeps, url: string, fetch: (caller: Caller, params: Record<string, string>) => Promise<RaceFileDownload>): void {
  app.get(url, async (request, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const ctx = await createContext(deps, { authorization: request.headers.authorization, ip: request.ip });
    try {
      const file = await fetch(appRouter.createCaller(ctx), request.params as Record<string, string>);
      return reply.type(file.contentType).header('Content-Disposition', disposition(file.fileName)).send(Buffer.from(file.contentBase64, 'base64'));
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      const { status, body } = procedureErrorAnswer(error);
      if (status >= 500) request.log.error(error.cause ?? error);
      return reply.code(status).send(body);
    }
  });
}

export function registerRaceFilesRoutes(app: FastifyInstance, deps: ApiDeps): void {
  download(app, deps, RACE_FILE_PATHS.rac2, (caller, p) => caller.raceFiles.race({ eventId: p.eventId ?? '', kind: 'rac2' }));
  download(app, deps, RACE_FILE_PATHS.rac, (caller, p) => caller.raceFiles.race({ eventId: p.eventId ?? '', kind: 'rac' }));
  download(app, deps, RACE_FILE_PATHS.day, (caller, p) => caller.raceFiles.day({ date: p.date ?? '' }));
}

type Document = { paths?: Record<string, unknown> };
type ErrorResponse = (description: string) => unknown;

const eventIdParameter = { name: 'eventId', in: 'path', required: true, schema: { type: 'string' }, description: 'Identifiant de l’épreuve (un tour : série, finale…)' };

const raceFile = (kind: 'rac2' | 'rac', error: ErrorResponse) => ({
  get: {
    operationId: `race-definition-${kind}`,
    summary: kind === 'rac2' ? 'Définition de course ErgRace (.rac2) d’une épreuve' : 'Définition de course Venue Racing (.rac) d’une épreuve',
    description:
      kind === 'rac2'
        ? 'JSON `race_definition` : `name_long`, `name_short` (16 caractères au plus), `event_name`, `duration` (mètres, lue dans le nom de l’épreuve : `2000 m`, `Relais 4 × 500 m` = 2000), `duration_type` `meters`, `race_type` (`individual` ou `relay`), `boats[]` pour chaque couloir de l’épreuve : `lane_number`, `id` (identifiant de l’inscription : ErgRace le renvoie dans ses résultats, qui se rattachent alors aux inscrits sans comparer les noms), `name`, `class_name`, `affiliation`, `participants[]`. Couloir vide : `id` `Lane N`, `name` et `class_name` `EMPTY`. Les inscrits sans couloir prennent les couloirs libres ; 400 s’ils ne tiennent pas ou si un couloir est donné deux fois.'
        : 'Texte Windows-1252, lignes CRLF : `RACE`, `108`, `0`, nom (16 caractères au plus), distance en mètres, puis les réglages (`0`, `0`, `0`, `500`, `0`), le nombre de couloirs, 5 lignes par couloir (nom, dossard, catégorie, pays `FRA`, date de naissance vide ; couloir vide : un espace puis 4 lignes vides) et `0`. Les noms n’ont ni virgule ni point-virgule (Venue Racing écrit ses résultats en CSV sans guillemets).',
    tags: ['events'],
    security: [{ Authorization: [] }],
    parameters: [eventIdParameter],
    responses: {
      '200': {
        description: `Le fichier, en pièce jointe nommée d’après l’épreuve (\`2000 m Seniors Hommes - Serie 1.${kind}\`)`,
        content: { [kind === 'rac2' ? 'application/json' : 'text/plain']: { schema: { type: 'string', format: 'binary' } } },
      },
      '400': error('Couloirs à corriger ou répartition à faire'),
      '401': error('Authentification requise'),
      '404': error('Épreuve inconnue'),
    },
  },
});

/** The three paths beside the procedures in the REST document. */
export function documentRaceFiles(document: Document, error: ErrorResponse): void {
  document.paths ??= {};
  document.paths['/admin/events/{eventId}/race-definition.rac2'] = raceFile('rac2', error);
  document.paths['/admin/events/{eventId}/race-definition.rac'] = raceFile('rac', error);
  document.paths['/admin/race-definitions/{date}.zip'] = {
    get: {
      operationId: 'race-definitions-day-zip',
      summary: 'Définitions de course de toutes les épreuves d’un jour (ZIP)',
      description:
        'Un fichier ZIP : pour chaque épreuve du jour (masquées comprises), son `.rac2` (ErgRace) et son `.rac` (Venue Racing), nommés `HHMM <nom de l’épreuve>` en caractères sûrs, dans l’ordre du programme.',
      tags: ['events'],
      security: [{ Authorization: [] }],
      parameters: [{ name: 'date', in: 'path', required: true, schema: { type: 'string', format: 'date' }, description: 'Jour, AAAA-MM-JJ' }],
      responses: {
        '200': { description: 'Le ZIP du jour (`courses-AAAA-MM-JJ.zip`)', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
        '400': error('Date invalide, ou une épreuve du jour dont les couloirs sont à corriger'),
        '401': error('Authentification requise'),
        '404': error('Aucune épreuve ce jour-là'),
      },
    },
  };
}
