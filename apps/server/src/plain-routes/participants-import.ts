import { type ApiDeps, PARTICIPANTS_IMPORT_MAX_BYTES } from '@app/api';
import {
  PARTICIPANTS_IMPORT_ERRORS_SHOWN,
  PARTICIPANTS_IMPORT_MAX_ROWS,
  PARTICIPANTS_IMPORT_ROWS_SHOWN,
  tooLargeMessage,
} from '@app/contract';
import type { ByteSource } from '@app/race-files';
import type { FastifyInstance } from 'fastify';
import { readFileWithin } from './multipart-file';
import { dryRunOf, dryRunParameter, multipartScope } from './multipart-scope';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { badRequest, plainRoute } from './plain-route';

const MAX_MB = PARTICIPANTS_IMPORT_MAX_BYTES / 1024 / 1024;

type Query = { mapping?: string; championshipId?: string };

/**
 * An entries spreadsheet sent by a script (issue 11): multipart like /api/upload (design.md), then the
 * same procedure the back-office calls, so both read, check and store it the same way.
 */
export async function registerParticipantsImportRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const options = {
    maxBytes: PARTICIPANTS_IMPORT_MAX_BYTES,
    limits: { fields: 5, parts: 8, fieldSize: 64 * 1024 },
    tooLarge: tooLargeMessage(MAX_MB),
    tooManyParts: 'Trop de parties : un seul fichier (champ file), et les champs mapping et championshipId',
  };
  await multipartScope(app, options, (scope) => {
    plainRoute(scope, deps, participantsImportEntry, async ({ request, caller }) => {
      if (!request.isMultipart()) throw badRequest('Requête multipart attendue (champ file)');
      const query = request.query as Query;
      const fields: Query = { mapping: query.mapping, championshipId: query.championshipId };
      let file: ByteSource | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file')
            throw badRequest(`Champ inattendu : ${part.fieldname.slice(0, 40)} (champ file attendu)`);
          file = await readFileWithin(part.file, PARTICIPANTS_IMPORT_MAX_BYTES);
        } else if (part.fieldname === 'mapping' || part.fieldname === 'championshipId') {
          fields[part.fieldname] = String(part.value);
        }
      }
      if (!file) throw badRequest('Aucun fichier reçu (champ file)');
      const dryRun = dryRunOf(request.query);
      let mapping: unknown;
      if (fields.mapping?.trim()) {
        try {
          mapping = JSON.parse(fields.mapping);
        } catch {
          throw badRequest('Paramètre mapping invalide : un objet JSON est attendu, par exemple {"lastName":"Nom"}');
        }
      }
      // The bytes go in the context, not through base64 (8 MB became a 10 MB string, and garbage).
      const answer = await caller({ file }).participants.importFile({
        contentBase64: '',
        dryRun,
        ...(mapping === undefined ? {} : { mapping: mapping as never }),
        ...(fields.championshipId ? { championshipId: fields.championshipId } : {}),
      });
      return { json: answer };
    });
  });
}

export const participantsImportEntry: PlainRouteEntry = {
  method: 'post',
  url: '/api/admin/participants/import',
  access: 'admin',
  operation: {
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
    parameters: [
      dryRunParameter('Aperçu sans rien enregistrer'),
      { name: 'championshipId', in: 'query', required: false, schema: { type: 'string' } },
      {
        name: 'mapping',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Objet JSON, par exemple {"lastName":"Nom","bib":"N° dossard"}',
      },
    ],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary' },
              mapping: { type: 'string' },
              championshipId: { type: 'string' },
            },
            required: ['file'],
          },
        },
      },
    },
    responses: {
      '200': {
        description:
          'Aperçu (dryRun) ou import effectué : `{ dryRun, encoding, separator, columns, mapping, rows, errors, created, updated, unchanged }`',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                dryRun: { type: 'boolean' },
                encoding: { type: 'string' },
                separator: { type: 'string' },
                columns: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      index: { type: 'integer' },
                      header: { type: 'string' },
                      field: { type: ['string', 'null'] },
                    },
                  },
                },
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
                      registrationDate: {
                        type: ['string', 'null'],
                        description:
                          'AAAA-MM-JJ, la date que la ligne donne (null : aucune, ou celle déjà enregistrée)',
                      },
                    },
                  },
                },
                errors: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { line: { type: ['integer', 'null'] }, message: { type: 'string' } },
                  },
                },
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
      '400': errorResponse(
        'Fichier illisible (message nommant la ligne), trop de lignes, ou lignes refusées : « 3 lignes refusées : ligne 4 : … »',
      ),
      '409': errorResponse('Dossard déjà attribué dans ce championnat'),
      '413': errorResponse(tooLargeMessage(MAX_MB)),
    },
  },
};
