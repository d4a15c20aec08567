import { type ApiDeps, appRouter, createContext } from '@app/api';
import type { ByteSource } from '@app/race-files';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlainRouteEntry } from './openapi-registry';
import { type ErrorAnswer, procedureErrorAnswer } from './procedure-error-answer';

/** The procedures as one request may call them. */
export type Caller = ReturnType<typeof appRouter.createCaller>;

/** A refusal the route decides itself (a bad query parameter, no file): answered as a procedure's would be. */
export class PlainRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorAnswer,
  ) {
    super(body.message);
  }
}

export const badRequest = (message: string) => new PlainRefusal(400, { message, code: 'BAD_REQUEST' });

/** An error answer: never stored by a browser or a proxy, whatever the route set before. */
export const refuse = (reply: FastifyReply, status: number, body: ErrorAnswer) =>
  reply.code(status).header('cache-control', 'no-store').send(body);

export interface PlainCall {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The procedures; `file` rides in the context (the imports' bytes, never turned into base64). */
  caller: (extra?: { file?: ByteSource }) => Caller;
  /** Who adminProcedure found the token names (`access: 'admin'` routes only). */
  admin: { id: string; email: string } | null;
}

/** A file to download (a CSV, a calendar, a race definition): its name is kept to safe characters. */
export interface FileAnswer {
  file: string | Buffer;
  contentType: string;
  fileName: string;
  disposition?: 'attachment' | 'inline';
}

/** What a route's handler gives back: JSON (200 unless said), a file, or nothing when it answered itself through `reply` (a redirect, a 304). */
export type PlainAnswer = { json: unknown; status?: number } | FileAnswer | undefined;

/** The procedures as an anonymous visitor calls them, for a route that is not a PlainRouteEntry (the sitemap). */
export const publicCaller = async (deps: ApiDeps, ip: string): Promise<Caller> =>
  appRouter.createCaller(await createContext(deps, { ip }));

const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '-');

/**
 * One plain Fastify route that calls procedures (design.md: multipart and files stay out of the REST
 * adapter). This is the one place that builds the tRPC context from the request, makes the caller,
 * answers a TRPCError or a PlainRefusal with /api's JSON error body, and sets `cache-control: no-store`
 * (a route that may be cached, the calendars, sets its own on success). An `access: 'admin'` route first
 * calls `auth.session`, so adminProcedure refuses an anonymous request before its body is read: no route
 * checks a token itself. The route's OpenAPI entry is the same `entry`, listed in openapi-registry.ts.
 */
export function plainRoute(
  scope: FastifyInstance,
  deps: ApiDeps,
  entry: PlainRouteEntry,
  handle: (call: PlainCall) => Promise<PlainAnswer>,
): void {
  scope.route({
    method: entry.method.toUpperCase() as 'GET' | 'POST',
    url: entry.url,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A public route's answer never depends on an administrator's token.
      const authorization = entry.access === 'admin' ? request.headers.authorization : undefined;
      const ctx = await createContext(deps, { authorization, ip: request.ip });
      const caller = (extra: { file?: ByteSource } = {}) => appRouter.createCaller({ ...ctx, ...extra });
      try {
        const admin = entry.access === 'admin' ? await caller().auth.session() : null;
        const answer = await handle({ request, reply, caller, admin });
        if (!answer) return reply;
        if ('json' in answer) return reply.code(answer.status ?? 200).send(answer.json);
        const file = answer as FileAnswer;
        return reply
          .header('content-type', file.contentType)
          .header(
            'content-disposition',
            `${file.disposition ?? 'attachment'}; filename="${safeFileName(file.fileName)}"`,
          )
          .send(file.file);
      } catch (error) {
        if (error instanceof PlainRefusal) return refuse(reply, error.status, error.body);
        // Anything else (a multipart stream's error) is the scope's error handler's (multipart-scope.ts).
        if (!(error instanceof TRPCError)) throw error;
        const { status, body } = procedureErrorAnswer(error);
        if (status >= 500) request.log.error(error.cause ?? error);
        return refuse(reply, status, body);
      }
    },
  });
}
