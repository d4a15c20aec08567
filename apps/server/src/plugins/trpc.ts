import { type ApiDeps, appRouter, createContext } from '@app/api';
import { BODY_TOO_LARGE, GENERIC_ERROR, INVALID_JSON_BODY } from '@app/contract';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';

export async function registerTrpc(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // Answers to an administrator, and every mutation's (login's token among them), are never stored by a
  // browser or a proxy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/trpc/') && (request.headers.authorization || request.method !== 'GET')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
  await app.register(async (scope) => {
    // Fastify refuses some bodies (too large, unparsable) before tRPC sees them; its texts are English.
    // The answer keeps tRPC's error shape so the client reads `error.message` as for any other error.
    scope.setErrorHandler(async (error, _request, reply) => {
      const code = (error as { statusCode?: unknown }).statusCode;
      const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
      const message = status === 413 ? BODY_TOO_LARGE : status < 500 ? INVALID_JSON_BODY : GENERIC_ERROR;
      if (status >= 500) reply.log.error(error);
      return reply.code(status).send({ error: { message, code: -32600, data: { httpStatus: status } } });
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({
          req,
          res,
        }: {
          req: { headers: { authorization?: string }; ip: string };
          res: { header: (name: string, value: string) => unknown };
        }) =>
          createContext(deps, {
            authorization: req.headers.authorization,
            ip: req.ip,
            setHeader: (name, value) => void res.header(name, value),
          }),
      },
    });
  });
}
