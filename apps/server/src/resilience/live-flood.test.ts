import { LIVE_PATH } from '@app/contract';
import { testsOnPostgres } from '@app/db/testing';
import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openSse, type SseClient } from '../live/sse-client';
import { DEFAULT_STREAMS_PER_ADDRESS } from '../startup/env-schema';
import { streamCeiling } from '../startup/open-file-limit';
import { ensureStopped, type ServerProcess, startServer, tempDir } from './harness';

// One address opening thousands of /api/live streams took the whole site offline: the process ran out
// of file descriptors, /api/health, pages and other visitors' streams were reset, and no 503 was sent
// (issue 27). The server runs as a process (resilience/harness.ts) on a SQLite file, listening on
// 127.0.0.1; each visitor connects from its own loopback address (any 127.x.y.z on Linux).

interface Answer {
  /** 0: reset, refused or timed out. */
  status: number;
  body: string;
}

/** A GET from `localAddress`; a failure is an outcome, never an exception. */
function getFrom(localAddress: string, url: string): Promise<Answer> {
  return new Promise((done) => {
    const request = get(url, { localAddress, agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      res.on('error', () => done({ status: 0, body }));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => done({ status: 0, body: '' }));
  });
}

/** Streams opened all at once, from these addresses in turn; undefined for a stream that was reset. */
function flood(url: string, count: number, addresses: string[]): Promise<(SseClient | undefined)[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      openSse(url, { localAddress: addresses[i % addresses.length] ?? '127.0.0.2' }).catch(() => undefined),
    ),
  );
}

/** Tries a stream from `localAddress` until one opens (the server learns of closed streams a moment later); its status. */
async function openWhenRoom(url: string, localAddress: string, keep: (SseClient | undefined)[]): Promise<number> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const client = await openSse(url, { localAddress });
    keep.push(client);
    if (client.status === 200 || Date.now() > deadline) return client.status;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What another visitor reads while the flood goes on: the health check and the reads behind the results pages. */
const READS = ['/api/health', '/api/results', '/trpc/results.races', '/api/events'];

describe.skipIf(testsOnPostgres())('a flood of live streams', () => {
  const temp = tempDir();
  let server: ServerProcess | undefined;
  const clients: (SseClient | undefined)[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) client?.close();
    await ensureStopped(server);
  });

  it('from one address: beyond its share, 503 with Retry-After; another address reads and opens its stream meanwhile', async () => {
    server = await startServer(temp.dir);
    const live = `${server.url}${LIVE_PATH}`;
    let flooding = true;
    const opening = flood(live, 2_000, ['127.0.0.2']).finally(() => {
      flooding = false;
    });
    // Another visitor, during the flood and once it is in.
    const meanwhile: Answer[] = [];
    do {
      for (const path of READS) meanwhile.push(await getFrom('127.0.0.3', `${server.url}${path}`));
    } while (flooding);
    const streams = await opening;
    clients.push(...streams);

    expect(streams.filter((s) => s === undefined)).toHaveLength(0);
    const accepted = streams.filter((s) => s?.status === 200);
    const refused = streams.filter((s) => s?.status === 503);
    expect(accepted).toHaveLength(DEFAULT_STREAMS_PER_ADDRESS);
    expect(refused).toHaveLength(2_000 - DEFAULT_STREAMS_PER_ADDRESS);
    for (const answer of refused) {
      expect(answer?.headers['retry-after']).toBe('30');
      expect(answer?.headers.connection).toBe('close');
    }
    const body = await getFrom('127.0.0.2', live);
    expect(body.status).toBe(503);
    expect(JSON.parse(body.body)).toEqual({
      message:
        'Trop de pages ouvertes en direct depuis cette adresse, les résultats se rafraîchissent toutes les 30 secondes',
      code: 'SERVICE_UNAVAILABLE',
    });

    expect(meanwhile.map((a) => a.status).every((status) => status === 200)).toBe(true);
    const other = await openSse(live, { localAddress: '127.0.0.3' });
    clients.push(other);
    expect(other.status).toBe(200);
    await other.next();

    // The address's share comes back as its streams close.
    for (const stream of accepted.slice(0, 5)) stream?.close();
    expect(await openWhenRoom(live, '127.0.0.2', clients)).toBe(200);
  }, 120_000);

  it('from many addresses: the process keeps room for ordinary requests under its open-file limit', async () => {
    const openFiles = 400;
    const ceiling = streamCeiling(openFiles);
    server = await startServer(temp.dir, {}, { openFiles });
    const live = `${server.url}${LIVE_PATH}`;
    const addresses = Array.from({ length: 10 }, (_, i) => `127.0.1.${i + 1}`);
    const streams = await flood(live, 400, addresses);
    clients.push(...streams);

    expect(streams.filter((s) => s === undefined)).toHaveLength(0);
    expect(streams.filter((s) => s?.status === 200)).toHaveLength(ceiling);
    expect(streams.filter((s) => s?.status === 503)).toHaveLength(400 - ceiling);
    // The files left over serve the other visitors: their reads, and a 503 for their stream.
    for (const path of READS) expect((await getFrom('127.0.0.3', `${server.url}${path}`)).status, path).toBe(200);
    const full = await getFrom('127.0.0.3', live);
    expect(full.status).toBe(503);
    expect(JSON.parse(full.body)).toMatchObject({
      message: 'Trop de pages ouvertes en direct, les résultats se rafraîchissent toutes les 30 secondes',
    });
    streams.find((s) => s?.status === 200)?.close();
    await expect.poll(async () => (await getFrom('127.0.0.3', `${server?.url}/api/health`)).status).toBe(200);
    expect(await openWhenRoom(live, '127.0.0.3', clients)).toBe(200);
  }, 120_000);
});
