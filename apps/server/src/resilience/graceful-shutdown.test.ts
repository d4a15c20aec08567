import { request } from 'node:http';
import { join } from 'node:path';
import { testsOnPostgres } from '@app/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contactBody,
  ensureStopped,
  type PostOutcome,
  postForm,
  type ServerProcess,
  startServer,
  storedMarkers,
  tempDir,
} from './harness';

/** Resolves once a new connection is refused: the server has stopped listening. */
async function untilRefused(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

// SIGTERM (a deploy, systemd, docker stop): the server stops taking new connections, finishes the
// requests in flight, closes the database and exits 0.
// Runs the server as a process on a SQLite file (harness.ts): skipped by `pnpm test:pg`.
describe.skipIf(testsOnPostgres())('SIGTERM', () => {
  const temp = tempDir();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await ensureStopped(server);
    temp.dispose();
  });

  it('lets a request in flight finish, then exits 0', async () => {
    server = await startServer(temp.dir);
    const body = JSON.stringify(contactBody('sigterm-slow'));
    const cut = Math.floor(body.length / 2);
    // `Expect: 100-continue`: the server's "100 Continue" proves it has the request in hand.
    const req = request(`${server.url}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => {
          text += d.toString();
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', fail);
    });
    await new Promise<void>((done) => req.once('continue', () => done()));
    req.write(body.slice(0, cut));

    server.child.kill('SIGTERM');
    await untilRefused(server.url);
    // Still running: it waits for the rest of our body.
    expect(server.child.exitCode).toBeNull();
    req.end(body.slice(cut));

    const res = await answer;
    expect(res.status, res.body).toBe(201);
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect((await storedMarkers(join(temp.dir, 'app.db'))).get('sigterm-slow')).toBe(1);
  }, 120_000);

  it('answers every post it accepted before the signal, and stores each acknowledged one', async () => {
    server = await startServer(temp.dir);
    const url = server.url;
    const outcomes: PostOutcome[] = [];
    const pending = Array.from({ length: 200 }, (_, i) =>
      postForm(url, i % 2 ? 'contact' : 'volunteer', `sigterm-${i}`).then((o) => {
        outcomes.push(o);
        return o;
      }),
    );
    // Signal while most of them are still on their way or being handled.
    while (outcomes.length < 20) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    await Promise.all(pending);
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const stored = await storedMarkers(join(temp.dir, 'app.db'));
    for (const o of outcomes) {
      // An answer or a refused connection, never a server error; the 201s are all on disk.
      if (o.status !== null) expect([201, 503], `${o.marker}: ${o.status}`).toContain(o.status);
      if (o.status === 201) expect(stored.get(o.marker), o.marker).toBe(1);
      else expect(stored.get(o.marker) ?? 0, o.marker).toBeLessThanOrEqual(1);
    }
    expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThanOrEqual(20);
  }, 120_000);
});
