import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody } from './harness';
import { multipartFile, PDF_MINI } from '../testing/multipart';
import { createTestServer, type TestServer } from '../testing/test-server';

// A refusal sent before the whole body is read (a file over the limit, a JSON body over 1 MB, an
// upload without a token) must leave the connection usable, or close it cleanly: Node's fetch reuses
// it for the next request, which must get its answer, not a reset after the keep-alive timeout.
describe('early refusals over a real connection', () => {
  let app: TestServer;
  let base: string;
  let token: string;

  beforeAll(async () => {
    app = await createTestServer({ port: 0, host: '127.0.0.1' });
    base = await app.start();
    token = await app.login();
  });
  afterAll(async () => {
    await app?.dispose();
  });

  const within = { signal: AbortSignal.timeout(10_000) } as const;
  const bigUpload = (auth: string | null) => {
    const mp = multipartFile(
      'big.pdf',
      Buffer.concat([PDF_MINI, Buffer.alloc(11 * 1024 * 1024, 0x20)]),
      'application/pdf',
    );
    return fetch(`${base}/api/upload?type=document`, {
      method: 'POST',
      body: mp.payload,
      headers: { ...mp.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      signal: AbortSignal.timeout(10_000),
    });
  };
  const nextRequestsWork = async (round: number) => {
    const read = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(read.status).toBe(200);
    await read.arrayBuffer();
    const post = await fetch(`${base}/api/contact`, {
      method: 'POST',
      body: JSON.stringify(contactBody(`early-${round}`)),
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(post.status).toBe(201);
    await post.arrayBuffer();
  };

  it('answers a file over the limit with 413 in French, and the next requests are answered', async () => {
    for (let round = 0; round < 8; round += 1) {
      // The rest of the body is read and dropped: the client gets its 413, not a reset.
      const res = await bigUpload(token);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toMatch(/trop volumineux/);
      await nextRequestsWork(round);
    }
  });

  it('answers an upload without a token, and a JSON body over 1 MB, and the next requests are answered', async () => {
    for (let round = 0; round < 4; round += 1) {
      const res = await bigUpload(null).catch((error: unknown) => error as Error);
      if (res instanceof Response) expect(res.status).toBe(401);
      await nextRequestsWork(100 + round);
      const big = await fetch(`${base}/api/contact`, {
        method: 'POST',
        body: JSON.stringify({ ...contactBody('big'), message: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
        ...within,
      }).catch((error: unknown) => error as Error);
      if (big instanceof Response) expect(big.status).toBe(413);
      await nextRequestsWork(200 + round);
    }
  });

  it('answers a malformed request line in French, without echoing it', async () => {
    const answer = await new Promise<string>((done, fail) => {
      const url = new URL(base);
      const socket = connect(Number(url.port), url.hostname, () =>
        socket.write('GET /<script> HTTP/1.1 extra\r\nHost: x\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => done(text));
      socket.on('error', fail);
      socket.setTimeout(5_000, () => socket.destroy());
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/"message":"Requête invalide"/);
    expect(answer).not.toMatch(/script|Client Error/);
  });
});
