import { type ApiDeps, appRouter, createContext } from '@app/api';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';

export async function registerTrpc(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: { headers: { authorization?: string }; ip: string } }) =>
        createContext(deps, { authorization: req.headers.authorization, ip: req.ip }),
    },
  });
}
