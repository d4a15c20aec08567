import { type ApiDeps, appRouter, createContext, PARTICIPANTS_IMPORT_MAX_BYTES } from '@app/api';
import { GENERIC_ERROR, PARTICIPANTS_IMPORT_ERRORS_SHOWN, PARTICIPANTS_IMPORT_MAX_ROWS, PARTICIPANTS_IMPORT_ROWS_SHOWN, tooLargeMessage, UNAUTHORIZED } from '@app/contract';
import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ByteSource } from '@app/race-files';
import { readFileWithin, oneFileLimits } from './multipart-file';
import { procedureErrorAnswer } from './procedure-error-answer';
import { dropUnreadBody } from './upload-route';

const PATH = '/api/admin/participants/import';
const MAX_MB = PARTICIPANTS_IMPORT_MAX_BYTES / 1024 / 1024;

const badRequest = (reply: FastifyReply, message: string) => reply.code(400).send({ message, code: 'BAD_REQUEST' });

type Query = { dryRun?: string; mapping?: string; championshipId?: string };

/**
 * An entries spreadsheet sent by a script (issue 11): multipart like /api/upload (design.md), then the
 * same procedure the back-office calls, so both read, check and store it the same way.
 */
export async function registerParticipantsImportRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(async (scope) => {
    // An answer sent before the whole body was read (401, a refused part): the rest is read and dropped,
    // or the connection closed when it is large, so the next request on it does not wait behind it.
    scope.addHook('onSend', async (request, reply, payload) => {
      if (!request.raw.complete) dropUnreadBody(request, reply);
      return payload;
    });
    await scope.register(multipart, { limits: oneFileLimits(PARTICIPANTS_IMPORT_MAX_BYTES, { fields: 5, parts: 8, fieldSize: 64 * 1024 }) });
    scope.setErrorHandler(async (thrown, request, reply) => {
      const error = thrown as Error & { statusCode?: number };
      reply.header('Cache-Control', 'no-store');
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send({ message: tooLargeMessage(MAX_MB), code: 'PAYLOAD_TOO_LARGE' });
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(reply, 'Trop de parties : un seul fichier (champ file), et les champs mapping et championshipId');
      const clientFault = !('syscall' in error) && ((error.statusCode !== undefined && error.statusCode < 500) || /multipart|boundary|part header|end of form/i.test(error.message));
      if (!clientFault) {
        request.log.error(error);
        return reply.code(500).send({ message: GENERIC_ERROR, code: 'INTERNAL_SERVER_ERROR' });
      }
      return badRequest(reply, 'Requête multipart invalide (champ file attendu)');
    });
    scope.post(PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const ctx = await createContext(deps, { authorization: request.headers.authorization, ip: request.ip });
      if (!ctx.admin) return reply.code(401).send({ message: UNAUTHORIZED, code: 'UNAUTHORIZED' });
      if (!request.isMultipart()) return badRequest(reply, 'Requête multipart attendue (champ file)');
      const query = request.query as Query;
      const fields: Query = { mapping: query.mapping, championshipId: query.championshipId };
      let file: ByteSource | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') return badRequest(reply, `Champ inattendu : ${part.fieldname.slice(0, 40)} (champ file attendu)`);
          file = await readFileWithin(part.file, PARTICIPANTS_IMPORT_MAX_BYTES);
        } else if (part.fieldname === 'mapping' || part.fieldname === 'championshipId') {
          fields[part.fieldname] = String(part.value);
        }
      }
      if (!file) return badRequest(reply, 'Aucun fichier reçu (champ file)');
      const dryRun = query.dryRun === undefined ? false : query.dryRun === 'true' || query.dryRun === '1' ? true : query.dryRun === 'false' || query.dryRun === '0' ? false : null;
      if (dryRun === null) return badRequest(reply, 'Paramètre dryRun invalide (true ou false)');
      let mapping: unknown;
      if (fields.mapping?.trim()) {
        try {
          mapping = JSON.parse(fields.mapping);
        } catch {
          return badRequest(reply, 'Paramètre mapping invalide : un objet JSON est attendu, par exemple {"lastName":"Nom"}');
        }
      }
      try {
        // The bytes go in the context, not through base64 (8 MB became a 10 MB string, and garbage).
        const answer = await appRouter.createCaller({ ...ctx, file }).participants.importFile({
          contentBase64: '',
          dryRun,
          ...(mapping === undefined ? {} : { mapping: mapping as never }),
          ...(fields.championshipId ? { championshipId: fields.championshipId } : {}),
        });
        return reply.code(200).send(answer);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const { status, body } = procedureErrorAnswer(error);
        if (status >= 500) request.log.error(error.cause ?? error);
        return reply.code(status).send(body);
      }
    });
  });
}

type Document = { paths?: Record<string, unknown> };

/** The route in the OpenAPI document, beside the procedures (as /upload is). */
export function documentParticipantsImport(document: Document, error: (description: string) => unknown): void {
  document.paths ??= {};
  document.paths['/admin/participants/import'] = {
    post: {
      operationId: 'participants-import',
      summary: 'Importe les inscrits depuis un fichier CSV (tableur, plateforme d’inscription)',
      description:
        'Multipart, champ `file` : CSV en UTF-8 (avec ou sans BOM) ou Windows-1252, séparé par `;` ou `,`, titres de colonnes en français ou en anglais dans n’importe quel ordre (Nom, Prénom, E-mail, Téléphone, Club, Catégorie, Championnat, Dossard, Confirmé, Payé…). ' +
        'Champs facultatifs (ou paramètres de requête) : `mapping`, objet JSON champ → titre de colonne, qui remplace la détection ; `championshipId`, le championnat des lignes sans colonne Championnat. ' +
        'Une ligne met à jour l’inscrit qui a le même dossard dans le même championnat, sinon le même e-mail dans le même championnat ; sinon elle le crée. ' +
        '`?dryRun=true` répond l’aperçu (actions create, update ou unchanged, lignes refusées avec leur raison) sans rien enregistrer. ' +
        'Sans dryRun, une seule ligne refusée refuse tout le fichier (400 nommant les lignes) : tout ou rien. Réimporter le même fichier ne change rien. ' +
        'La colonne Date d’inscription (JJ/MM/AAAA) donne la date d’inscription ; sans elle, un inscrit créé l’est à la date de l’import. ' +
        `Au plus ${PARTICIPANTS_IMPORT_MAX_ROWS} lignes : la lecture s’arrête à la suivante et répond 400 nommant la limite et la ligne. ` +
        `La réponse liste les ${PARTICIPANTS_IMPORT_ROWS_SHOWN} premières lignes (\`rows\`) et les ${PARTICIPANTS_IMPORT_ERRORS_SHOWN} premières lignes refusées (\`errors\`) ; \`created\`, \`updated\`, \`unchanged\` et \`refused\` les comptent toutes.`,
      tags: ['participants'],
      security: [{ Authorization: [] }],
      parameters: [
        { name: 'dryRun', in: 'query', required: false, schema: { type: 'boolean', default: false } },
        { name: 'championshipId', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'mapping', in: 'query', required: false, schema: { type: 'string' }, description: 'Objet JSON, par exemple {"lastName":"Nom","bib":"N° dossard"}' },
      ],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' }, mapping: { type: 'string' }, championshipId: { type: 'string' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Aperçu (dryRun) ou import effectué : `{ dryRun, encoding, separator, columns, mapping, rows, errors, created, updated, unchanged }`',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  dryRun: { type: 'boolean' },
                  encoding: { type: 'string' },
                  separator: { type: 'string' },
                  columns: { type: 'array', items: { type: 'object', properties: { index: { type: 'integer' }, header: { type: 'string' }, field: { type: ['string', 'null'] } } } },
                  mapping: { type: 'object', additionalProperties: { type: 'string' } },
                  rows: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        line: { type: 'integer' },
                        action: { type: 'string', enum: ['create', 'update', 'unchanged'] },
                        id: { type: ['string', 'null'] },
                        lastName: { type: 'string' },
                        firstName: { type: 'string' },
                        email: { type: 'string' },
                        championshipId: { type: 'string' },
                        bib: { type: ['string', 'null'] },
                        registrationDate: { type: ['string', 'null'], description: 'AAAA-MM-JJ, la date que la ligne donne (null : aucune, ou celle déjà enregistrée)' },
                      },
                    },
                  },
                  errors: { type: 'array', items: { type: 'object', properties: { line: { type: ['integer', 'null'] }, message: { type: 'string' } } } },
                  created: { type: 'integer' },
                  updated: { type: 'integer' },
                  unchanged: { type: 'integer' },
                  refused: { type: 'integer', description: 'Lignes refusées, listées dans errors ou non' },
                },
                required: ['dryRun', 'rows', 'errors', 'created', 'updated', 'unchanged', 'refused'],
              },
            },
          },
        },
        '400': error('Fichier illisible (message nommant la ligne), trop de lignes, ou lignes refusées : « 3 lignes refusées : ligne 4 : … »'),
        '401': error('Authentification requise'),
        '409': error('Dossard déjà attribué dans ce championnat'),
        '413': error(tooLargeMessage(MAX_MB)),
      },
    },
  };
}
