import type { ApiDeps } from '@app/api';
import { createContext, recordAudit } from '@app/api';
import { GENERIC_ERROR, tooLargeMessage, UNAUTHORIZED, uploadKindSchema, uploadMaxBytes } from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeUpload, UploadError } from '../uploads/store-upload';
import { oneFileLimits } from './multipart-file';
import type { UploadStorage } from '../uploads/upload-storage';

// Multipart stays out of tRPC (design.md): a plain route, guarded by the same token check.
export async function registerUploadRoute(app: FastifyInstance, deps: ApiDeps, storage: UploadStorage): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: oneFileLimits(uploadMaxBytes.document, { fields: 5, parts: 10 }) });
    scope.addHook('onSend', async (request, reply, payload) => {
      if (!request.raw.complete) dropUnreadBody(request, reply);
      return payload;
    });
    // A malformed multipart body is the client's mistake (400), never a 500 quoting the parser;
    // only a failure of the disk is the server's.
    scope.setErrorHandler(async (thrown, request, reply) => {
      const error = thrown as Error & { statusCode?: number };
      reply.header('Cache-Control', 'no-store');
      if (error instanceof UploadError) return reply.code(error.status).send({ message: error.message, code: error.code });
      const status = error.statusCode;
      if (status === 413) return reply.code(413).send({ message: tooLargeMessage(uploadMaxBytes.document / 1024 / 1024), code: 'PAYLOAD_TOO_LARGE' });
      const clientFault = !('syscall' in error) && ((status !== undefined && status < 500) || /multipart|boundary|part header|end of form/i.test(error.message));
      if (!clientFault) {
        request.log.error(error);
        return reply.code(500).send({ message: GENERIC_ERROR, code: 'INTERNAL_SERVER_ERROR' });
      }
      return reply.code(400).send({ message: 'Requête multipart invalide (champ file attendu)', code: 'BAD_REQUEST' });
    });
    scope.post('/api/upload', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const ctx = await createContext(deps, { authorization: request.headers.authorization, ip: request.ip });
      if (!ctx.admin) return reply.code(401).send({ message: UNAUTHORIZED, code: 'UNAUTHORIZED' });
      const kind = uploadKindSchema.safeParse((request.query as { type?: string }).type ?? 'document');
      if (!kind.success) return reply.code(400).send({ message: "Paramètre type invalide (image ou document)", code: 'BAD_REQUEST' });
      if (!request.isMultipart()) return reply.code(400).send({ message: 'Requête multipart attendue (champ file)', code: 'BAD_REQUEST' });
      const part = await request.file();
      if (part?.fieldname !== 'file') return reply.code(400).send({ message: 'Aucun fichier reçu (champ file)', code: 'BAD_REQUEST' });
      try {
        const file = await storeUpload(storage, kind.data, part.filename, part.file);
        // The file's name, size and kind only: its bytes never go into the audit trail.
        const changes = [
          { field: 'nom', before: null, after: file.name.slice(0, 80) },
          { field: 'taille', before: null, after: String(file.size) },
          { field: 'type', before: null, after: kind.data },
        ];
        await recordAudit(deps.db, ctx.admin, { entity: 'uploads', entityId: file.url, action: 'upload', changes });
        return reply.code(201).send({ file });
      } catch (error) {
        if (error instanceof UploadError) return reply.code(error.status).send({ message: error.message, code: error.code });
        throw error;
      }
    });
  });
}

// Past this, the rest of a refused body is not worth reading: the connection is closed instead.
const DRAIN_MAX_BYTES = 2 * uploadMaxBytes.document;

/**
 * An answer sent before the whole body was read (a file over the limit, no token, a wrong type): the
 * parser stopped reading it, and the connection's next request would wait behind the unread bytes
 * until the keep-alive timeout cut it. The rest is read and dropped so the connection stays usable; a
 * body declared too large, or of unknown length, is read while the answer goes out with
 * `Connection: close`, and the connection then ends.
 */
export function dropUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const declared = Number(request.headers['content-length']);
  if (!(declared <= DRAIN_MAX_BYTES)) reply.header('connection', 'close');
  raw.unpipe();
  raw.on('data', () => undefined);
  raw.resume();
}
