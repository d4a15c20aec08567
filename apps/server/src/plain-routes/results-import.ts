import type { ApiDeps } from '@app/api';
import {
  RACE_MAX_RESULTS,
  RESULTS_FILE_MAX_BYTES,
  resultsImportAnswerSchema,
  resultsStates,
  tooLargeMessage,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readFileWithin } from './multipart-file';
import { dryRunOf, dryRunParameter, multipartScope, onlyFilePart } from './multipart-scope';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { badRequest, plainRoute } from './plain-route';

const TOO_LARGE = tooLargeMessage(RESULTS_FILE_MAX_BYTES / 1024 / 1024);

/**
 * A race's results file posted by the back-office or a script at the venue, as multipart (design.md:
 * multipart stays out of tRPC). The file is read into memory (refused as soon as it passes the size
 * limit) and its bytes handed in the context to `results.importFile`, the procedure the back-office
 * could call too: one implementation, and the public caches are dropped by the admin middleware like
 * for any other write.
 */
export async function registerResultsImportRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await multipartScope(
    app,
    { maxBytes: RESULTS_FILE_MAX_BYTES, limits: { fields: 5, parts: 10 }, tooLarge: TOO_LARGE },
    (scope) => {
      plainRoute(scope, deps, resultsImportEntry, async ({ request, caller }) => {
        const dryRun = dryRunOf(request.query);
        const stateParam = (request.query as { resultsState?: unknown }).resultsState;
        const resultsState = stateParam === undefined ? undefined : resultsStates.find((s) => s === stateParam);
        if (stateParam !== undefined && !resultsState)
          throw badRequest('Paramètre resultsState invalide (provisional ou official)');
        const part = await onlyFilePart(request);
        const file = await readFileWithin(part.file, RESULTS_FILE_MAX_BYTES);
        if (file.size === 0) throw badRequest('Le fichier est vide');
        // The bytes go in the context, not through base64 (8 MB became a 10 MB string, and garbage).
        const answer = await caller({ file }).results.importFile({
          eventId: (request.params as { id: string }).id,
          fileName: part.filename ? part.filename.slice(0, 255) : undefined,
          contentBase64: '',
          dryRun,
          resultsState,
        });
        return { json: answer };
      });
    },
  );
}

const { $schema: _draft, ...answer } = z.toJSONSchema(resultsImportAnswerSchema, { io: 'output' }) as Record<
  string,
  unknown
>;

export const resultsImportEntry: PlainRouteEntry = {
  method: 'post',
  url: '/api/admin/events/:id/results/import',
  access: 'admin',
  operation: {
    operationId: 'results-import',
    summary: "Importe les résultats d'une épreuve depuis le fichier du logiciel de course",
    description:
      'Fichiers lus : résultats ErgRace (`.json`), Venue Racing Application (`… Results.txt`) ou CSV (place, nom, club, catégorie, temps). ' +
      `Au plus ${RACE_MAX_RESULTS} résultats : la lecture s’arrête à la ligne suivante et répond 400 (aperçu compris) nommant la limite et la ligne ; plus de ${RESULTS_FILE_MAX_BYTES / 1024 / 1024} Mo : 413 dès la limite passée. ` +
      'Avec `dryRun=true`, la réponse montre ce qui serait publié (format détecté, lignes, avertissements, lignes illisibles) et rien n’est enregistré. ' +
      'Sinon les résultats de l’épreuve sont remplacés en une seule transaction : réimporter un fichier corrigé ne crée jamais de doublon. ' +
      'Un fichier illisible, ou une ligne illisible lors d’un import réel, répond 400 avec un message qui nomme la ligne et ne modifie rien. ' +
      'Une ligne est rattachée à un participant par l’identifiant porté dans le fichier, sinon par son dossard dans le championnat de l’épreuve seulement si le nom imprimé est celui du titulaire du dossard (nom de famille complet, prénoms ou initiales, sans tenir compte des accents, de la casse ni de l’ordre) ; sinon elle garde le nom et le club du fichier et un avertissement nomme les deux personnes. Chaque ligne de la réponse dit à qui elle est rattachée (`entrant`). ' +
      'Place non numérique ou temps mal formé (`6:2`) : ligne illisible, refusée. Places et temps incohérents (plus rapide que le vainqueur, places manquantes ou répétées, DNF avec une place) : avertissements. ' +
      'Sans `resultsState`, l’épreuve garde son état : une épreuve officielle le reste (`currentResultsState` et `resultsState` de la réponse le disent).',
    tags: ['results'],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: "Identifiant de l'épreuve" },
      dryRunParameter('Aperçu sans rien enregistrer'),
      {
        name: 'resultsState',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: [...resultsStates] },
        description:
          "État des résultats après l'import ; sans lui, l'épreuve garde le sien (une épreuve officielle reste officielle)",
      },
    ],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
        },
      },
    },
    responses: {
      '200': {
        description: 'Résultats lus (et publiés si dryRun=false)',
        content: { 'application/json': { schema: answer } },
      },
      '400': errorResponse(
        'Fichier illisible (message en français nommant la ligne), ligne illisible lors d’un import réel, ou requête invalide',
        {
          message: 'Ligne 4 : temps illisible « 6:6x.2 »',
          code: 'BAD_REQUEST',
          line: 4,
        },
      ),
      '404': errorResponse('Épreuve inconnue', { message: 'Épreuve inconnue', code: 'NOT_FOUND' }),
      '413': errorResponse(TOO_LARGE, { message: TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' }),
    },
  },
};
