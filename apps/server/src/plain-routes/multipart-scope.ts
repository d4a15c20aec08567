import { GENERIC_ERROR, uploadMaxBytes } from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { oneFileLimits } from './multipart-file';
import { PlainRefusal, refuse } from './plain-route';

export interface MultipartScopeOptions {
  /** The largest file the scope's routes take. */
  maxBytes: number;
  limits: { fields: number; parts: number; fieldSize?: number };
  /** The 413's text, naming the limit. */
  tooLarge: string;
  /** When given, a body with too many parts is refused with this text (400) instead of the 413. */
  tooManyParts?: string;
}

const PARTS_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * A scope for routes that take one file as multipart (the upload, the imports, the race computer's feed
 * to come): the multipart parser with the scope's limits, the unread rest of a refused body dropped, and
 * one error handler. A malformed multipart body is the client's mistake (400), never a 500 quoting the
 * parser; only a failure of the disk is the server's.
 */
export async function multipartScope(
  app: FastifyInstance,
  options: MultipartScopeOptions,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: oneFileLimits(options.maxBytes, options.limits) });
    // An answer sent before the whole body was read (401, a refused part): the rest is read and dropped,
    // or the connection closed when it is large, so the next request on it does not wait behind it.
    scope.addHook('onSend', async (request, reply, payload) => {
      if (!request.raw.complete) dropUnreadBody(request, reply);
      return payload;
    });
    scope.setErrorHandler(async (thrown, request, reply) => {
      const error = thrown as Error & { statusCode?: number; code?: string };
      if (error instanceof PlainRefusal) return refuse(reply, error.status, error.body);
      if (options.tooManyParts && PARTS_LIMITS.has(error.code ?? ''))
        return refuse(reply, 400, { message: options.tooManyParts, code: 'BAD_REQUEST' });
      if (error.statusCode === 413) return refuse(reply, 413, { message: options.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
      const clientFault =
        !('syscall' in error) &&
        ((error.statusCode !== undefined && error.statusCode < 500) ||
          /multipart|boundary|part header|end of form/i.test(error.message));
      if (!clientFault) {
        request.log.error(error);
        return refuse(reply, 500, { message: GENERIC_ERROR, code: 'INTERNAL_SERVER_ERROR' });
      }
      return refuse(reply, 400, { message: 'Requête multipart invalide (champ file attendu)', code: 'BAD_REQUEST' });
    });
    routes(scope);
  });
}

/** The one file part of a multipart request, or a 400 naming what is missing. */
export async function onlyFilePart(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new PlainRefusal(400, { message: 'Requête multipart attendue (champ file)', code: 'BAD_REQUEST' });
  const part = await request.file();
  if (part?.fieldname !== 'file')
    throw new PlainRefusal(400, { message: 'Aucun fichier reçu (champ file)', code: 'BAD_REQUEST' });
  return part;
}

/**
 * `dryRun` of the imports (and of any route with a preview): `true` or `1` previews, `false` or `0` (or
 * none) writes; anything else is refused. One reading for every route, documented by dryRunParameter.
 */
export function dryRunOf(query: unknown): boolean {
  const value = (query as { dryRun?: unknown } | undefined)?.dryRun;
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new PlainRefusal(400, { message: 'Paramètre dryRun invalide (true ou false, 1 ou 0)', code: 'BAD_REQUEST' });
}

export const dryRunParameter = (description: string) => ({
  name: 'dryRun',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: ['true', 'false', '1', '0'], default: 'false' },
  description: `${description} (\`true\` ou \`1\` ; \`false\` ou \`0\`, par défaut, enregistre)`,
});

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
