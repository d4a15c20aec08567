/*
 * The yardstick of the live-flood section: a plain node:http process that refuses every /api/live stream
 * as the server does beyond its caps (503, Retry-After, connection closed) and answers anything else with
 * a few bytes, on the same listen backlog. The same flood against it shows what this machine allows
 * a server that does nothing else. Started by tests/load/lib/live-flood.ts on PORT.
 */
import { createServer } from 'node:http';
import { bareEnv } from './lib/env';

const refused = JSON.stringify({
  message: 'Trop de pages ouvertes en direct depuis cette adresse',
  code: 'SERVICE_UNAVAILABLE',
});
const server = createServer((request, response) => {
  if (request.url?.startsWith('/api/live')) {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '30',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(refused);
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end('{"status":"ok"}');
});
server.listen(bareEnv.port, '127.0.0.1', 4096);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
