import {
  answersCreated,
  type ApiDeps,
  appRouter,
  createContext,
  createOpenApiDocument,
  createReadOnlyGuard,
  finishOpenApiDocument,
  formatIssues,
} from '@app/api';
import { BODY_TOO_LARGE, GENERIC_ERROR, INVALID_JSON_BODY, JSON_ONLY, NOT_FOUND } from '@app/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { plainRouteEntries } from '../plain-routes/entries';
import { documentPlainRoutes } from '../plain-routes/openapi-registry';

// Procedures whose success creates something answer 201 (design.md REST conventions).
const createdStatus = (path: string | undefined) => (path && answersCreated(path) ? 201 : undefined);

const FASTIFY_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

interface ErrorBody {
  message?: string;
  code?: string;
  issues?: { path?: PropertyKey[]; message: string }[];
}

/** One error shape on /api: a French `message`, the code, and the zod issues for 400s; nothing else. */
function rewriteErrorBody(statusCode: number, payload: string): string {
  let body: ErrorBody;
  try {
    body = JSON.parse(payload) as ErrorBody;
  } catch {
    return JSON.stringify({ message: GENERIC_ERROR });
  }
  let message = body.message ?? GENERIC_ERROR;
  let code = body.code;
  // Fastify refuses some bodies before any procedure runs; its texts are English and its codes internal.
  const fromFastify = typeof code === 'string' && code.startsWith('FST_');
  if (fromFastify) code = FASTIFY_CODES[statusCode] ?? 'BAD_REQUEST';
  if (body.issues?.length) message = formatIssues(body.issues);
  else if (message === 'Input validation failed') message = formatIssues([]);
  else if (statusCode === 404 && message === 'Not found') message = NOT_FOUND;
  else if (statusCode === 415) message = JSON_ONLY;
  else if (statusCode === 413) message = BODY_TOO_LARGE;
  else if (statusCode === 400 && (fromFastify || code === 'PARSE_ERROR')) message = INVALID_JSON_BODY;
  else if (statusCode >= 500) message = GENERIC_ERROR;
  return JSON.stringify({ message, code, ...(body.issues ? { issues: body.issues } : {}) });
}

/**
 * trpc-to-openapi switches `coerce` on for every number, boolean, bigint and date field of a procedure's
 * input the first time it serves it, body inputs included, and those schemas are the shared ones of
 * @app/contract: `{ "paid": "false" }` would then mean paid, `{ "price": null }` a price of 0, over REST
 * and over tRPC alike. REST inputs are JSON, already typed, so the flag is pinned to what the contract
 * says: writes to it are ignored. (GET inputs here are strings only and need no coercion.)
 */
export function pinInputCoercion(router: typeof appRouter): void {
  const seen = new Set<object>();
  const visit = (schema: unknown): void => {
    const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
    if (!def || seen.has(def)) return;
    seen.add(def);
    if (['number', 'boolean', 'bigint', 'date'].includes(def.type as string)) {
      const coerce = def.coerce === true;
      Object.defineProperty(def, 'coerce', {
        get: () => coerce,
        set: () => undefined,
        enumerable: true,
        configurable: true,
      });
    }
    for (const key of ['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType', 'keyType', 'rest'])
      visit(def[key]);
    for (const option of (def.options as unknown[] | undefined) ?? []) visit(option);
    for (const item of (def.items as unknown[] | undefined) ?? []) visit(item);
    const shape = def.shape as Record<string, unknown> | undefined;
    if (shape) for (const field of Object.values(shape)) visit(field);
  };
  const procedures = (router as unknown as { _def: { procedures: Record<string, { _def: { inputs?: unknown[] } }> } })
    ._def.procedures;
  for (const procedure of Object.values(procedures)) for (const input of procedure._def.inputs ?? []) visit(input);
}

// Fastify's address for each request (TRUST_PROXY-aware), for the login limits: the adapter sees only the raw request.
const clientIps = new WeakMap<IncomingMessage, string>();

export async function registerRest(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  pinInputCoercion(appRouter);
  const document = createOpenApiDocument('/api');
  // The plain Fastify routes (upload, imports, CSV, calendars, live) beside the procedures.
  documentPlainRoutes(document, plainRouteEntries);
  app.get('/api/openapi.json', async () => document);
  const settleReadOnly = createReadOnlyGuard(document);
  // Once every plugin has added its paths (calendar, personal data…): security, summaries and tags of all.
  app.addHook('onReady', async () => finishOpenApiDocument(document));
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { docExpansion: 'list' } });

  await app.register(async (scope) => {
    // Set before the adapter rewrites request.url (it strips the /api prefix).
    scope.addHook('onRequest', async (request, reply) => {
      if (request.url.toLowerCase().startsWith('/api/admin') || request.headers.authorization)
        reply.header('Cache-Control', 'no-store');
    });
    const requestContext = (req: IncomingMessage, setHeader?: (name: string, value: string) => void) =>
      createContext(deps, {
        authorization: req.headers.authorization,
        ip: clientIps.get(req) ?? req.socket.remoteAddress ?? 'unknown',
        setHeader,
      });
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode >= 400 && typeof payload === 'string') return rewriteErrorBody(reply.statusCode, payload);
      return payload;
    });
    const handler = createOpenApiNodeHttpHandler({
      router: appRouter,
      createContext: ({
        req,
        res,
      }: {
        req: IncomingMessage;
        res: { setHeader: (name: string, value: string) => unknown };
      }) => requestContext(req, (name, value) => void res.setHeader(name, value)),
      responseMeta: ({ paths, errors }: { paths?: readonly string[]; errors: readonly unknown[] }) =>
        errors.length === 0 ? { status: createdStatus(paths?.[0]) ?? 200 } : {},
    });
    // The answer is collected and sent through reply.send, so Fastify's hooks (compression,
    // headers) treat it like any other route; the library's own Fastify adapter writes to the
    // raw response and lost compressed bodies.
    scope.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/api/*',
      handler: async (request, reply) => {
        const raw = request.raw as IncomingMessage & { body?: unknown };
        const url = raw.url ?? '/';
        const method = raw.method;
        raw.url = url.replace(/^\/api/i, '') || '/';
        // HEAD answers what GET would, without the body (Fastify drops it); the library answers 204.
        if (method === 'HEAD') raw.method = 'GET';
        clientIps.set(raw, request.ip);
        if (request.body !== undefined) {
          // A PUT may carry back what its GET answered: unchanged read-only fields are dropped, changed ones refused.
          const settled = await settleReadOnly(request.method, raw.url, request.body, () => requestContext(raw));
          if ('refusal' in settled) {
            raw.url = url;
            return reply.code(400).send(settled.refusal);
          }
          raw.body = settled.body;
        } else if (request.method !== 'GET' && request.method !== 'DELETE') {
          // A POST or PUT without a body (logout, curl -X POST), or with an empty one under a JSON
          // Content-Type, is an empty JSON object, not a 415 (nor a read of the spent stream).
          raw.headers['content-type'] = 'application/json';
          raw.body = {};
        }
        const res = new CollectedResponse();
        try {
          await handler(raw, res as never);
        } finally {
          raw.url = url;
          raw.method = method;
        }
        return reply.code(res.statusCode).headers(res.headers).send(res.body);
      },
    });
  });
}

/** The slice of a Node response the OpenAPI handler writes to. */
class CollectedResponse extends EventEmitter {
  statusCode = 200;
  headers: Record<string, string> = {};
  body: string | undefined;
  headersSent = false;
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  end(body?: string) {
    this.body = body;
    this.headersSent = true;
  }
}
