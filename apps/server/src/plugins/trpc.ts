import { type ApiDeps, appRouter, createContext } from '@app/api';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';

export async function registerTrpc(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // Answers to an administrator are never stored by a browser or a proxy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/trpc/') && request.headers.authorization) reply.header('Cache-Control', 'no-store');
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: { headers: { authorization?: string }; ip: string } }) =>
        createContext(deps, { authorization: req.headers.authorization, ip: req.ip }),
    },
  });
}
