import type { ApiDeps } from '@app/api';
import type { RaceFileDownload } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { type PlainCall, plainRoute } from './plain-route';

// The race computer's files (issue 29, item 5): plain routes, since the REST adapter answers JSON only.
// Each calls its raceFiles procedure, which builds the file from the entries (adminProcedure authorises).

const eventIdParameter = { name: 'eventId', in: 'path', required: true, schema: { type: 'string' }, description: 'Identifiant de l’épreuve (un tour : série, finale…)' };

const raceFileEntry = (kind: 'rac2' | 'rac'): PlainRouteEntry => ({
  method: 'get',
  url: `/api/admin/events/:eventId/race-definition.${kind}`,
  access: 'admin',
  operation: {
    operationId: `race-definition-${kind}`,
    summary: kind === 'rac2' ? 'Définition de course ErgRace (.rac2) d’une épreuve' : 'Définition de course Venue Racing (.rac) d’une épreuve',
    description:
      kind === 'rac2'
        ? 'JSON `race_definition` : `name_long`, `name_short` (16 caractères au plus), `event_name`, `duration` (mètres, lue dans le nom de l’épreuve : `2000 m`, `Relais 4 × 500 m` = 2000), `duration_type` `meters`, `race_type` (`individual` ou `relay`), `boats[]` pour chaque couloir de l’épreuve : `lane_number`, `id` (identifiant de l’inscription : ErgRace le renvoie dans ses résultats, qui se rattachent alors aux inscrits sans comparer les noms), `name`, `class_name`, `affiliation`, `participants[]`. Couloir vide : `id` `Lane N`, `name` et `class_name` `EMPTY`. Les inscrits sans couloir prennent les couloirs libres ; 400 s’ils ne tiennent pas ou si un couloir est donné deux fois.'
        : 'Texte Windows-1252, lignes CRLF : `RACE`, `108`, `0`, nom (16 caractères au plus), distance en mètres, puis les réglages (`0`, `0`, `0`, `500`, `0`), le nombre de couloirs, 5 lignes par couloir (nom, dossard, catégorie, pays `FRA`, date de naissance vide ; couloir vide : un espace puis 4 lignes vides) et `0`. Les noms n’ont ni virgule ni point-virgule (Venue Racing écrit ses résultats en CSV sans guillemets).',
    tags: ['events'],
    parameters: [eventIdParameter],
    responses: {
      '200': {
        description: `Le fichier, en pièce jointe nommée d’après l’épreuve (\`2000-m-Seniors-Hommes---Serie-1.${kind}\`)`,
        content: { [kind === 'rac2' ? 'application/json' : 'text/plain']: { schema: { type: 'string', format: 'binary' } } },
      },
      '400': errorResponse('Couloirs à corriger ou répartition à faire'),
      '404': errorResponse('Épreuve inconnue'),
    },
  },
});

export const raceDefinitionRac2Entry = raceFileEntry('rac2');
export const raceDefinitionRacEntry = raceFileEntry('rac');
export const raceDefinitionsDayEntry: PlainRouteEntry = {
  method: 'get',
  url: '/api/admin/race-definitions/:date.zip',
  access: 'admin',
  operation: {
    operationId: 'race-definitions-day-zip',
    summary: 'Définitions de course de toutes les épreuves d’un jour (ZIP)',
    description:
      'Un fichier ZIP : pour chaque épreuve du jour (masquées comprises), son `.rac2` (ErgRace) et son `.rac` (Venue Racing), nommés `HHMM <nom de l’épreuve>` en caractères sûrs, dans l’ordre du programme.',
    tags: ['events'],
    parameters: [{ name: 'date', in: 'path', required: true, schema: { type: 'string', format: 'date' }, description: 'Jour, AAAA-MM-JJ' }],
    responses: {
      '200': { description: 'Le ZIP du jour (`courses-AAAA-MM-JJ.zip`)', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
      '400': errorResponse('Date invalide, ou une épreuve du jour dont les couloirs sont à corriger'),
      '404': errorResponse('Aucune épreuve ce jour-là'),
    },
  },
};

const asFile = (file: RaceFileDownload) => ({ file: Buffer.from(file.contentBase64, 'base64'), contentType: file.contentType, fileName: file.fileName });

export function registerRaceFilesRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const race = (kind: 'rac2' | 'rac') => async ({ request, caller }: PlainCall) => asFile(await caller().raceFiles.race({ eventId: (request.params as { eventId: string }).eventId, kind }));
  plainRoute(app, deps, raceDefinitionRac2Entry, race('rac2'));
  plainRoute(app, deps, raceDefinitionRacEntry, race('rac'));
  plainRoute(app, deps, raceDefinitionsDayEntry, async ({ request, caller }) => asFile(await caller().raceFiles.day({ date: (request.params as { date: string }).date })));
}
