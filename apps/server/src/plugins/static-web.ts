import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, webDistExists } from '../env';

// Hashed assets never change under a name: cache them for a year; index.html must be revalidated.
export async function registerStaticWeb(app: FastifyInstance, config: AppConfig): Promise<void> {
  const hasWeb = webDistExists(config);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${'/'}assets${'/'}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|trpc|uploads)(\/|$)/i.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && hasWeb) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html', resolve(config.webDistDir));
    }
    return reply.code(404).send({ message: 'Ressource introuvable' });
  });
}
