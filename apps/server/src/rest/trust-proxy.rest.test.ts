import { LIVE_PATH } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env';
import { openSse, type SseClient } from '../live/sse-client';
import { contactBody } from '../resilience/harness';
import { createTestServer, type TestServer } from '../testing/test-server';

// Behind reverse proxies the form limit counts the address the outermost trusted proxy saw, read from
// the right end of X-Forwarded-For: whatever a client writes at its left end changes nothing (issue 27).
const LIMIT = 5;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.dispose();
});

async function serverWith(TRUST_PROXY: string): Promise<TestServer> {
  const server = await createTestServer({ formRateLimit: LIMIT, trustProxy: loadConfig({ TRUST_PROXY }).trustProxy });
  servers.push(server);
  return server;
}

let n = 0;
/** One contact message reaching the server from `from`, with the X-Forwarded-For it arrives with. */
async function post(server: TestServer, from: string, forwardedFor?: string): Promise<number> {
  n += 1;
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const res = await server.server.inject({
    method: 'POST',
    url: '/api/contact',
    payload: contactBody(`proxy-${n}`),
    remoteAddress: from,
    headers,
  });
  return res.statusCode;
}

/** Posts until refused, each with a new address written by the client at the left of the header. */
async function postsBeforeRefusal(send: (spoof: string) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT * 3; i += 1) statuses.push(await send(`192.0.2.${i + 1}`));
  return statuses;
}

describe('TRUST_PROXY', () => {
  it("reads true as one proxy, a hop count, or the proxies' addresses, and refuses anything else", () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    for (const off of ['false', '0', '']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.1,,10.0.0.2', '10.0.0.0/40', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY=.* refusé, attendu : false, true \(un proxy\)/,
      );
    }
  });

  it('true: the address the proxy saw counts, not the one the client wrote before it', async () => {
    const server = await serverWith('true');
    // An appending proxy on 127.0.0.1 forwards what the client sent, then the client's address.
    const statuses = await postsBeforeRefusal((spoof) =>
      post(server, '127.0.0.1', `${spoof}, 127.0.0.1, 203.0.113.50`),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true);
    // The same forged header sent without the visitor's address: the last entry is what counts, one budget.
    const forged = await postsBeforeRefusal((spoof) => post(server, '127.0.0.1', `${spoof}, 127.0.0.1`));
    expect(forged.filter((s) => s === 201)).toHaveLength(LIMIT);
    // Another visitor behind the same proxy has a budget of its own.
    expect(await post(server, '127.0.0.1', '203.0.113.51')).toBe(201);
  });

  it('a hop count: the address the outermost of that many proxies saw', async () => {
    const server = await serverWith('2');
    // CDN then load balancer: the server sees the load balancer (10.0.0.1), which appended the CDN (10.0.0.2).
    const statuses = await postsBeforeRefusal((spoof) => post(server, '10.0.0.1', `${spoof}, 198.51.100.20, 10.0.0.2`));
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(await post(server, '10.0.0.1', '198.51.100.21, 10.0.0.2')).toBe(201);
  });

  it("the proxies' addresses: the rightmost address that is none of them; a client connecting directly is its own address", async () => {
    const server = await serverWith('10.0.0.1,10.0.0.2');
    const statuses = await postsBeforeRefusal((spoof) => post(server, '10.0.0.1', `${spoof}, 198.51.100.30, 10.0.0.2`));
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(await post(server, '10.0.0.1', '198.51.100.31, 10.0.0.2')).toBe(201);
    const direct = await postsBeforeRefusal((spoof) => post(server, '198.51.100.40', `${spoof}, 10.0.0.2`));
    expect(direct.filter((s) => s === 201)).toHaveLength(LIMIT);
  });

  it("the live streams' share per address counts the visitor the proxy saw, not the proxy, nor what the client wrote", async () => {
    const server = await createTestServer({
      trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy,
      live: { perAddress: 3, maxStreams: 100 },
    });
    servers.push(server);
    const url = `${await server.start()}${LIVE_PATH}`;
    const streams: SseClient[] = [];
    // Through the proxy on 127.0.0.1: two visitors, each with its share; one of them forging the left of the header.
    const open = async (forwardedFor?: string) => {
      const stream = await openSse(url, forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {});
      streams.push(stream);
      return stream.status;
    };
    try {
      // The proxy's own address (no header) uses up its share first: the visitors behind it keep theirs.
      const direct: number[] = [];
      for (let i = 0; i < 4; i += 1) direct.push(await open());
      expect(direct).toEqual([200, 200, 200, 503]);
      const first: number[] = [];
      for (let i = 0; i < 5; i += 1) first.push(await open(`192.0.2.${i + 1}, 203.0.113.70`));
      expect(first).toEqual([200, 200, 200, 503, 503]);
      for (let i = 0; i < 3; i += 1) expect(await open('203.0.113.71')).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
