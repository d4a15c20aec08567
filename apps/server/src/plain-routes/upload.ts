import type { ApiDeps } from '@app/api';
import { recordAudit } from '@app/api';
import { tooLargeMessage, uploadKindSchema, uploadMaxBytes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { storeUpload, UploadError } from '../uploads/store-upload';
import type { UploadStorage } from '../uploads/upload-storage';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { multipartScope, onlyFilePart } from './multipart-scope';
import { badRequest, PlainRefusal, plainRoute } from './plain-route';

export const uploadEntry: PlainRouteEntry = {
  method: 'post',
  url: '/api/upload',
  access: 'admin',
  operation: {
    operationId: 'upload',
    summary: 'Téléverse une image (jpeg, png, webp, svg ; 5 Mo) ou un document (pdf, doc, docx, xls, xlsx ; 10 Mo)',
    description:
      'Le type est vérifié sur les octets du fichier, pas sur son nom. Réponse : `{ file: { url, name, size } }`.',
    tags: ['upload'],
    parameters: [
      {
        name: 'type',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['image', 'document'], default: 'document' },
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
      '201': {
        description: 'Fichier enregistré',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                file: {
                  type: 'object',
                  properties: { url: { type: 'string' }, name: { type: 'string' }, size: { type: 'number' } },
                  required: ['url', 'name', 'size'],
                },
              },
              required: ['file'],
            },
          },
        },
      },
      '400': errorResponse('Requête invalide'),
      '413': errorResponse('Le fichier est trop volumineux. Taille maximum: {n}MB'),
      '415': errorResponse('Type de fichier non autorisé'),
    },
  },
};

// Multipart stays out of tRPC (design.md): a plain route; adminProcedure decides who may send.
export async function registerUploadRoute(app: FastifyInstance, deps: ApiDeps, storage: UploadStorage): Promise<void> {
  await multipartScope(
    app,
    {
      maxBytes: uploadMaxBytes.document,
      limits: { fields: 5, parts: 10 },
      tooLarge: tooLargeMessage(uploadMaxBytes.document / 1024 / 1024),
    },
    (scope) => {
      plainRoute(scope, deps, uploadEntry, async ({ request, admin }) => {
        const kind = uploadKindSchema.safeParse((request.query as { type?: string }).type ?? 'document');
        if (!kind.success) throw badRequest('Paramètre type invalide (image ou document)');
        const part = await onlyFilePart(request);
        try {
          const file = await storeUpload(storage, kind.data, part.filename, part.file);
          // The file's name, size and kind only: its bytes never go into the audit trail.
          const changes = [
            { field: 'nom', before: null, after: file.name.slice(0, 80) },
            { field: 'taille', before: null, after: String(file.size) },
            { field: 'type', before: null, after: kind.data },
          ];
          await recordAudit(deps.db, admin as NonNullable<typeof admin>, {
            entity: 'uploads',
            entityId: file.url,
            action: 'upload',
            changes,
          });
          return { json: { file }, status: 201 };
        } catch (error) {
          if (error instanceof UploadError)
            throw new PlainRefusal(error.status, { message: error.message, code: error.code });
          throw error;
        }
      });
    },
  );
}
