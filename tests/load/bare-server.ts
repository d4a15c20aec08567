/*
 * The yardstick: a bare Fastify process that answers each recorded public read with the exact bytes and
 * content headers the real server sent (compressed, as recorded), with no hooks, plugins or database.
 * Started by bench.ts with BARE_RECORDS pointing at the JSON written by recordAnswers().
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
for (const record of records) {
  const body = Buffer.from(record.body, 'base64');
  // Routed by path; the query string (a tRPC input) is the same on every request of a run.
  app.get(record.path.split('?')[0] ?? '/', (_request, reply) => {
    reply.code(record.status).headers(record.headers).send(body);
  });
}
await app.listen({ port: bareEnv.port, host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
