import { type ApiDeps, appRouter, createContext, createOpenApiDocument, formatIssues } from '@app/api';
import { GENERIC_ERROR, NOT_FOUND } from '@app/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';

// Procedures whose success creates something answer 201 (design.md REST conventions).
const createdStatus = (path: string | undefined) => (path && /\.(create|submit|subscribe)$/.test(path) ? 201 : undefined);

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
  if (body.issues?.length) message = formatIssues(body.issues);
  else if (message === 'Input validation failed') message = formatIssues([]);
  else if (statusCode === 404 && message === 'Not found') message = NOT_FOUND;
  else if (statusCode === 415 && /content-type/i.test(message)) message = 'Le corps de la requête doit être du JSON (Content-Type: application/json)';
  else if (statusCode === 400 && /JSON/.test(message)) message = 'Corps JSON invalide';
  else if (statusCode >= 500) message = GENERIC_ERROR;
  return JSON.stringify({ message, code: body.code, ...(body.issues ? { issues: body.issues } : {}) });
}

export async function registerRest(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const document = createOpenApiDocument('/api');
  app.get('/api/openapi.json', async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { docExpansion: 'list' } });

  await app.register(async (scope) => {
    // Set before the adapter rewrites request.url (it strips the /api prefix).
    scope.addHook('onRequest', async (request, reply) => {
      if (request.url.toLowerCase().startsWith('/api/admin') || request.headers.authorization) reply.header('Cache-Control', 'no-store');
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode >= 400 && typeof payload === 'string') return rewriteErrorBody(reply.statusCode, payload);
      return payload;
    });
    const handler = createOpenApiNodeHttpHandler({
      router: appRouter,
      createContext: ({ req }: { req: IncomingMessage }) =>
        createContext(deps, { authorization: req.headers.authorization, ip: req.socket.remoteAddress ?? 'unknown' }),
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
        raw.url = url.replace(/^\/api/i, '') || '/';
        if (request.body !== undefined) raw.body = request.body;
        const res = new CollectedResponse();
        try {
          await handler(raw, res as never);
        } finally {
          raw.url = url;
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
