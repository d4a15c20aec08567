import type { FastifyInstance } from 'fastify';

/** Deepest nesting of arrays and objects accepted in a JSON body or a tRPC input (the contract needs a few). */
export const MAX_JSON_DEPTH = 64;

/** Whether this JSON text nests arrays or objects deeper than `max`: a flat scan, strings skipped, nothing parsed. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

// Fastify's code for an unparsable body: the error answers (and /api's rewrite) give it the invalid-body message.
const invalidBody = () =>
  Object.assign(new Error('Invalid JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });

/**
 * JSON bodies, on every mount:
 * - an empty body is no body (DELETE or logout sent with `Content-Type: application/json` and nothing);
 * - nesting deeper than MAX_JSON_DEPTH is refused with 400 before anything walks it (thousands of
 *   levels overflowed the stack further on: a 500).
 * Registered before the mounts; tRPC parses its own JSON (it receives the text), so its text and its
 * `input` query parameter get the same checks in a hook.
 */
export function registerRequestBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(invalidBody(), undefined);
    return parseJson(request, text, done);
  });
  // Callback style: it runs for every request that reaches a route, and most have nothing to check.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.url.startsWith('/trpc/')) return done();
    if (typeof request.body === 'string') {
      // No body is no input: tRPC would fail to parse ''.
      if (request.body.trim() === '') request.body = '{}';
      else if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) return done(invalidBody());
    }
    const input = (request.query as { input?: unknown } | undefined)?.input;
    if (typeof input === 'string' && nestsDeeperThan(input, MAX_JSON_DEPTH)) return done(invalidBody());
    done();
  });
}
