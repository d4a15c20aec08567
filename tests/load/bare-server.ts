/*
 * The yardstick: a bare Fastify process that answers each recorded public read, and each server-drawn
 * page, with the exact bytes and headers the real server sent (compressed body, ETag, CSP and the other
 * security headers, so the head weighs the same), with no hooks, plugins, rendering or database.
 * Started by bench.ts with BARE_RECORDS pointing at the JSON written by compareReads().
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { bareEnv } from './lib/env';

interface Recorded {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

// fastify is a dependency of the server package, not of the workspace root.
const require = createRequire(resolve(import.meta.dirname, '../../apps/server/package.json'));
const Fastify = require('fastify') as typeof import('fastify').default;

const records = JSON.parse(readFileSync(bareEnv.records, 'utf8')) as Recorded[];
const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
// Routed by path, answered by full URL: two reads of one path with different query strings (a tRPC
// input, a search) each get their own recorded bytes.
const byUrl = new Map(records.map((r) => [r.path, { ...r, bytes: Buffer.from(r.body, 'base64') }]));
for (const path of new Set(records.map((r) => r.path.split('?')[0] ?? '/'))) {
  app.get(path, (request, reply) => {
    const record = byUrl.get(request.url);
    if (!record) return reply.code(404).send();
    return reply.code(record.status).headers(record.headers).send(record.bytes);
  });
}
await app.listen({ port: bareEnv.port, host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
