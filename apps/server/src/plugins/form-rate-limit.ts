import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from '@app/api';
import { TOO_MANY_ATTEMPTS } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The public forms on /api, matched after lower-casing and trimming slashes, so `/API/Contact/`
// counts against the same budget as `/api/contact`.
const API_FORMS = new Set(['/api/volunteers', '/api/contact', '/api/press-accreditations', '/api/newsletter']);
const TRPC_FORMS = new Set(['volunteers.submit', 'contact.submit', 'accreditations.submit', 'newsletter.subscribe']);

/**
 * How many form posts a POST to this URL makes: 1 on /api, and on /trpc one per form procedure it
 * names, since a batch (`/trpc/contact.submit,contact.submit?batch=1`, commas encoded or not) runs
 * every call it lists.
 */
export function formCalls(url: string): number {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  if (API_FORMS.has(path.toLowerCase())) return 1;
  if (!path.startsWith('/trpc/')) return 0;
  let procedures: string;
  try {
    procedures = decodeURIComponent(path.slice('/trpc/'.length));
  } catch {
    return 0;
  }
  return procedures.split(',').filter((name) => TRPC_FORMS.has(name.trim().toLowerCase())).length;
}

const tooMany = { message: TOO_MANY_ATTEMPTS, code: 'TOO_MANY_REQUESTS' };
// tRPC's own error shape, so the site's forms show the message; a batch gets one answer per call.
const trpcTooMany = {
  error: { message: TOO_MANY_ATTEMPTS, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } },
};

/**
 * `limit` form posts per minute per address, on both mounts and counting every call of a batch; 0 turns
 * it off (load tests). The counts live in `store`: this process's memory, or the database shared by
 * several processes.
 */
export async function registerFormRateLimit(
  app: FastifyInstance,
  limit: number,
  store: RateLimitStore = new MemoryRateLimitStore(),
): Promise<void> {
  if (limit <= 0) return;
  const limiter = new RateLimiter(limit, 60_000, store);
  // Callback style: it runs for every request, reads included, and an async hook costs a promise each.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'POST') return done();
    const calls = formCalls(request.url);
    if (calls === 0) return done();
    // Prefixed: the login limits may share the store.
    const key = `form:${request.ip}`;
    const now = Date.now();
    limiter
      .hit(key, now, calls)
      .then(async (allowed) => {
        if (allowed) return done();
        refuse(request, reply, await limiter.retryAfterMs(key, now));
      })
      .catch((error: Error) => done(error));
  });
}

/** Answered here, so done is not called: no later hook or handler runs. */
function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number): void {
  reply.code(429).header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  if (!request.url.startsWith('/trpc/')) {
    reply.send(tooMany);
    return;
  }
  const batch = new URLSearchParams(request.url.split('?')[1] ?? '').get('batch') === '1';
  const procedures = request.url.split('?')[0]?.slice('/trpc/'.length).split(/,|%2C/i) ?? [];
  reply.send(batch ? procedures.map(() => trpcTooMany) : trpcTooMany);
}
