import { type ApiDeps, appRouter, createContext } from '@app/api';
import { GENERIC_ERROR, RACE_MAX_RESULTS, RESULTS_FILE_MAX_BYTES, resultsImportAnswerSchema, resultsStates, tooLargeMessage, UNAUTHORIZED } from '@app/contract';
import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { createOpenApiDocument } from '@app/api';
import { type ErrorAnswer, procedureErrorAnswer } from './procedure-error-answer';
import { oneFileLimits, readFileWithin } from './multipart-file';
import { dropUnreadBody } from './upload-route';

export const RESULTS_IMPORT_PATH = '/api/admin/events/:id/results/import';
const TOO_LARGE = tooLargeMessage(RESULTS_FILE_MAX_BYTES / 1024 / 1024);

const answerError = (reply: FastifyReply, status: number, body: ErrorAnswer) => reply.code(status).header('Cache-Control', 'no-store').send(body);

/**
 * A race's results file posted by the back-office or a script at the venue, as multipart (design.md:
 * multipart stays out of tRPC). The file is read into memory (refused as soon as it passes the size
 * limit) and its bytes handed in the context to `results.importFile`, the procedure the back-office
 * could call too: one implementation, and the public caches are dropped by the admin middleware like
 * for any other write.
 */
export async function registerResultsImportRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: oneFileLimits(RESULTS_FILE_MAX_BYTES, { fields: 5, parts: 10 }) });
    scope.addHook('onSend', async (request, reply, payload) => {
      if (!request.raw.complete) dropUnreadBody(request, reply);
      return payload;
    });
    scope.setErrorHandler(async (thrown, request, reply) => {
      const error = thrown as Error & { statusCode?: number };
      if (error.statusCode === 413) return answerError(reply, 413, { message: TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
      const clientFault = !('syscall' in error) && ((error.statusCode !== undefined && error.statusCode < 500) || /multipart|boundary|part header|end of form/i.test(error.message));
      if (!clientFault) {
        request.log.error(error);
        return answerError(reply, 500, { message: GENERIC_ERROR, code: 'INTERNAL_SERVER_ERROR' });
      }
      return answerError(reply, 400, { message: 'Requête multipart invalide (champ file attendu)', code: 'BAD_REQUEST' });
    });
    scope.post(RESULTS_IMPORT_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const ctx = await createContext(deps, { authorization: request.headers.authorization, ip: request.ip });
      if (!ctx.admin) return answerError(reply, 401, { message: UNAUTHORIZED, code: 'UNAUTHORIZED' });
      const dryRunParam = (request.query as { dryRun?: unknown }).dryRun ?? 'false';
      if (dryRunParam !== 'true' && dryRunParam !== 'false') return answerError(reply, 400, { message: 'Paramètre dryRun invalide (true ou false)', code: 'BAD_REQUEST' });
      const stateParam = (request.query as { resultsState?: unknown }).resultsState;
      const resultsState = stateParam === undefined ? undefined : resultsStates.find((s) => s === stateParam);
      if (stateParam !== undefined && !resultsState) return answerError(reply, 400, { message: 'Paramètre resultsState invalide (provisional ou official)', code: 'BAD_REQUEST' });
      if (!request.isMultipart()) return answerError(reply, 400, { message: 'Requête multipart attendue (champ file)', code: 'BAD_REQUEST' });
      const part = await request.file();
      if (part?.fieldname !== 'file') return answerError(reply, 400, { message: 'Aucun fichier reçu (champ file)', code: 'BAD_REQUEST' });
      const file = await readFileWithin(part.file, RESULTS_FILE_MAX_BYTES);
      if (file.size === 0) return answerError(reply, 400, { message: 'Le fichier est vide', code: 'BAD_REQUEST' });
      try {
        // The bytes go in the context, not through base64 (8 MB became a 10 MB string, and garbage).
        const answer = await appRouter.createCaller({ ...ctx, file }).results.importFile({
          eventId: (request.params as { id: string }).id,
          fileName: part.filename ? part.filename.slice(0, 255) : undefined,
          contentBase64: '',
          dryRun: dryRunParam === 'true',
          resultsState,
        });
        return reply.code(200).send(answer);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const { status, body } = procedureErrorAnswer(error);
        if (status >= 500) request.log.error(error.cause ?? error);
        return answerError(reply, status, body);
      }
    });
  });
}

type OpenApiDocument = ReturnType<typeof createOpenApiDocument>;

/** The import route beside the procedures in the REST document (it is a plain Fastify route). */
export function withResultsImportPath(document: OpenApiDocument): OpenApiDocument {
  const { $schema: _draft, ...answer } = z.toJSONSchema(resultsImportAnswerSchema, { io: 'output' }) as Record<string, unknown>;
  const error = (description: string, example: ErrorAnswer) => ({
    description,
    content: {
      'application/json': {
        schema: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' }, line: { type: 'integer', description: 'Ligne du fichier en cause' } }, required: ['message'] },
        example,
      },
    },
  });
  document.paths ??= {};
  document.paths['/admin/events/{id}/results/import'] = {
    post: {
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
      security: [{ Authorization: [] }],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: "Identifiant de l'épreuve" },
        { name: 'dryRun', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'], default: 'false' }, description: 'true : aperçu sans rien enregistrer' },
        { name: 'resultsState', in: 'query', required: false, schema: { type: 'string', enum: [...resultsStates] }, description: "État des résultats après l'import ; sans lui, l'épreuve garde le sien (une épreuve officielle reste officielle)" },
      ],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } },
      },
      responses: {
        '200': { description: 'Résultats lus (et publiés si dryRun=false)', content: { 'application/json': { schema: answer } } },
        '400': error('Fichier illisible (message en français nommant la ligne), ligne illisible lors d’un import réel, ou requête invalide', {
          message: 'Ligne 4 : temps illisible « 6:6x.2 »',
          code: 'BAD_REQUEST',
          line: 4,
        }),
        '401': error('Authentification requise', { message: UNAUTHORIZED, code: 'UNAUTHORIZED' }),
        '404': error('Épreuve inconnue', { message: 'Épreuve inconnue', code: 'NOT_FOUND' }),
        '413': error(TOO_LARGE, { message: TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' }),
      },
    },
  } as never;
  return document;
}
