import { join } from 'node:path';
import { LIVE_EVENT } from '@app/contract';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../live/sse-client';
import { PNG_1PX } from '../testing/multipart';
import { ADMIN, contactBody, ensureStopped, type ServerProcess, startServer, tempDir } from './harness';

/*
 * Issue 15: two real server processes on one database (one SQLite file, or PostgreSQL when
 * TEST_DATABASE_URL is set) behave as one site: what one process acknowledges, the other serves at
 * once; tokens, limits, uploads and live pushes are shared. Each process has its own uploads folder,
 * so a file can only reach the other one through the database.
 */

const FORM_LIMIT = 6;
const LOGIN_LIMIT = 4;

let dir: ReturnType<typeof tempDir>;
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let token: string;

const json = { 'content-type': 'application/json' };
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

async function login(url: string, password = ADMIN.password): Promise<Response> {
  return fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: ADMIN.email, password }),
  });
}

async function start(name: string): Promise<ServerProcess> {
  return startServer(dir.dir, {
    CLUSTER: 'true',
    SEED_DEMO: 'false',
    DATABASE_PATH: database.options.path,
    ...(database.options.url ? { DATABASE_URL: database.options.url } : {}),
    UPLOADS_DIR: join(dir.dir, `uploads-${name}`),
    FORM_RATE_LIMIT: String(FORM_LIMIT),
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
  });
}

beforeAll(async () => {
  dir = tempDir();
  database = await createTestDatabase(dir.dir);
  // One after the other: the first migrates and seeds, the second finds the database ready.
  a = await start('a');
  b = await start('b');
  const res = await login(a.url);
  expect(res.status).toBe(200);
  token = ((await res.json()) as { token: string }).token;
}, 200_000);

afterAll(async () => {
  await ensureStopped(a);
  await ensureStopped(b);
  await database?.drop();
  dir?.dispose();
});

describe('two processes on one database', () => {
  it('serves every acknowledged write at once on the other process: 1,000 writes, none read stale', async () => {
    const created = await fetch(`${a.url}/api/admin/partners`, {
      method: 'POST',
      headers: { ...json, ...bearer(token) },
      body: JSON.stringify({ name: 'Partenaire 0', logo: '/logo.svg', level: 'OFFICIAL' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const etags = new Map<string, string>();
    const stale: string[] = [];
    // Readers in the background on both processes, so that the reads checked below often arrive while
    // a version check is already running and must wait for the next one.
    let writing = true;
    const background = [a, b].map(async (server) => {
      let reads = 0;
      while (writing) {
        const res = await fetch(`${server.url}/api/partners`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        reads += 1;
      }
      return reads;
    });
    for (let i = 1; i <= 1_000; i += 1) {
      // Interleaved both ways, two writes at a time: writes on A read on B, then writes on B read on A,
      // so that a reader's cached answer is dropped by nothing but the other process's write.
      const [writer, reader] = Math.floor(i / 2) % 2 === 0 ? [a, b] : [b, a];
      const name = `Partenaire ${i}`;
      const put = await fetch(`${writer.url}/api/admin/partners/${id}`, {
        method: 'PUT',
        headers: { ...json, ...bearer(token) },
        body: JSON.stringify({ name }),
      });
      expect(put.status).toBe(200);
      await put.arrayBuffer();
      // One read in three revalidates the tag the reader gave before the write: a 304 would be stale.
      const previous = etags.get(reader.url);
      const read = await fetch(`${reader.url}/api/partners`, {
        headers: i % 3 === 0 && previous ? { 'if-none-match': previous } : {},
      });
      const body = read.status === 200 ? await read.text() : '';
      if (!body.includes(`"${name}"`)) stale.push(`${i}: ${read.status}`);
      etags.set(reader.url, read.headers.get('etag') ?? '');
      // The reader caches that answer; the next write, on either process, must drop it.
    }
    writing = false;
    expect((await Promise.all(background)).every((reads) => reads > 0)).toBe(true);
    expect(stale).toEqual([]);
  }, 300_000);

  it("answers one process's tag with a 304 on the other while nothing has changed", async () => {
    for (const path of ['/api/partners', '/api/events']) {
      const first = await fetch(`${a.url}${path}`);
      await first.arrayBuffer();
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).not.toBe('');
      const again = await fetch(`${b.url}${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
    }
  });

  it('takes a token from one process on the other, and a logout on one revokes it on both', async () => {
    const res = await login(b.url);
    const own = ((await res.json()) as { token: string }).token;
    expect((await fetch(`${a.url}/api/admin/stats`, { headers: bearer(own) })).status).toBe(200);
    expect((await fetch(`${b.url}/api/admin/stats`, { headers: bearer(own) })).status).toBe(200);
    expect((await fetch(`${a.url}/api/admin/logout`, { method: 'POST', headers: bearer(own) })).status).toBe(200);
    expect((await fetch(`${b.url}/api/admin/stats`, { headers: bearer(own) })).status).toBe(401);
    expect((await fetch(`${a.url}/api/admin/stats`, { headers: bearer(own) })).status).toBe(401);
  });

  it('serves a file uploaded on one process from the other, with the same headers', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), 'logo.png');
    const up = await fetch(`${a.url}/api/upload?type=image`, { method: 'POST', headers: bearer(token), body: form });
    expect(up.status).toBe(201);
    const { file } = (await up.json()) as { file: { url: string } };
    const down = await fetch(`${b.url}${file.url}`);
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('image/png');
    expect(down.headers.get('x-content-type-options')).toBe('nosniff');
    expect(down.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await down.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('pushes a write made on one process to the live streams of the other', async () => {
    const stream = await openSse(`${b.url}/api/live`);
    try {
      const first = await stream.next();
      const before = (JSON.parse(first.data) as { version: number }).version;
      const created = await fetch(`${a.url}/api/admin/partners`, {
        method: 'POST',
        headers: { ...json, ...bearer(token) },
        body: JSON.stringify({ name: 'Partenaire en direct', logo: '/logo.svg' }),
      });
      expect(created.status).toBe(201);
      const notice = await stream.next(
        (event) => (JSON.parse(event.data) as { version: number }).version > before,
        5_000,
      );
      expect(notice.event).toBe(LIVE_EVENT);
    } finally {
      stream.close();
    }
  });

  it('counts the form limit across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMIT + 2; i += 1) {
      const url = i % 2 === 0 ? a.url : b.url;
      const res = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(contactBody(`multi-${i}`)),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(FORM_LIMIT).fill(201), 429, 429]);
  });

  it('counts failed logins across both processes, then refuses the address on both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i += 1)
      statuses.push((await login(i % 2 === 0 ? a.url : b.url, 'mauvais-mot-de-passe')).status);
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(401));
    expect((await login(a.url)).status).toBe(429);
    expect((await login(b.url)).status).toBe(429);
  });
});
