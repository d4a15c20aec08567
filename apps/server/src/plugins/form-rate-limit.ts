import { TOO_MANY_ATTEMPTS } from '@app/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

// The public forms, on both mounts; matched after lower-casing and trimming slashes, so
// `/API/Contact/` counts against the same budget as `/api/contact`.
const FORM_PATHS = new Set([
  '/api/volunteers',
  '/api/contact',
  '/api/press-accreditations',
  '/api/newsletter',
  '/trpc/volunteers.submit',
  '/trpc/contact.submit',
  '/trpc/accreditations.submit',
  '/trpc/newsletter.subscribe',
]);

export const isFormPath = (url: string): boolean => {
  const path = (url.split('?')[0] ?? '').toLowerCase().replace(/\/+$/, '');
  return FORM_PATHS.has(path);
};

/** `limit` posts per minute per address on the public forms; 0 turns it off (load tests). */
export async function registerFormRateLimit(app: FastifyInstance, limit: number): Promise<void> {
  if (limit <= 0) return;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS, retryAfter: context.after }),
  });
  const limiter = app.rateLimit({ max: limit, timeWindow: 60_000 });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST' && isFormPath(request.url)) await limiter.call(app, request, reply);
  });
}
