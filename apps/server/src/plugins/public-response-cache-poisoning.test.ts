import type { AppRouter } from '@app/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

// One anonymous request must never decide what every later visitor of the same URL gets.
describe('public response cache: request headers that change the answer', () => {
  let app: TestServer;
  let base: string;
  beforeAll(async () => {
    app = await createTestServer({ port: 0 });
    base = await app.start();
  });
  afterAll(async () => app?.dispose());

  /** Plain node:http: its strict parser refuses an answer with both Content-Length and Transfer-Encoding. */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      },
    );

  const batch = '/trpc/results.list,championships.list?batch=1&input=%7B%7D';
  const single = '/trpc/results.list';
  const poisons: [string, Record<string, string>][] = [
    [batch, { 'trpc-accept': 'application/jsonl' }],
    [batch, { 'trpc-accept': 'application/jsonl', 'accept-encoding': 'br' }],
    [batch, { 'trpc-accept': 'application/jsonl', 'accept-encoding': 'gzip' }],
    [batch, { accept: 'application/jsonl' }],
  ];

  it('serves a streamed answer to its own request only, and the plain JSON to everyone after', async () => {
    for (const [path, headers] of poisons) {
      const res = await app.server.inject({ method: 'GET', url: path, headers });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers.etag, 'a streamed answer is not a cached one').toBeUndefined();
      expect(
        res.headers['content-length'] !== undefined && res.headers['transfer-encoding'] !== undefined,
        JSON.stringify(res.headers),
      ).toBe(false);
      const overHttp = await raw(path, headers);
      expect(overHttp.status).toBe(200);
      expect(
        overHttp.headers['content-length'] !== undefined && overHttp.headers['transfer-encoding'] !== undefined,
      ).toBe(false);
    }

    const plain = await app.server.inject({ method: 'GET', url: batch });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toBeDefined();
    const parsed = JSON.parse(plain.body) as { result: { data: unknown[] } }[];
    expect(parsed).toHaveLength(2);
    expect(Array.isArray(parsed[0]?.result.data)).toBe(true);
    const one = JSON.parse((await raw(single)).body) as { result: { data: unknown[] } };
    expect(Array.isArray(one.result.data)).toBe(true);

    // What the web app does: the batch link parses the plain answer.
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${base}/trpc` })] });
    const [results, championships] = await Promise.all([
      client.results.list.query(),
      client.championships.list.query(),
    ]);
    expect(Array.isArray(results)).toBe(true);
    expect(championships.find((c) => c.id === 'elite')).toBeDefined();
  });

  it('never sends both Content-Length and Transfer-Encoding on a public read, hit or miss', async () => {
    for (const path of [single, batch, '/api/results', '/api/championships']) {
      for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }] as Record<
        string,
        string
      >[]) {
        for (let i = 0; i < 2; i += 1) {
          const res = await raw(path, headers);
          expect(res.status, path).toBe(200);
          expect(res.headers['transfer-encoding'], path).toBeUndefined();
          expect(res.headers['content-length'], path).toBeDefined();
        }
      }
    }
  });
});
