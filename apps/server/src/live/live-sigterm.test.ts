import { LIVE_PATH } from '@app/contract';
import { testsOnPostgres } from '@app/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureStopped, type ServerProcess, startServer, tempDir } from '../resilience/harness';
import { openSse } from './sse-client';

// A deploy with pages open on the results: their streams must not hold the exit for the grace period.
// Runs the server as a process on a SQLite file (resilience/harness.ts): skipped by `pnpm test:pg`.
describe.skipIf(testsOnPostgres())('SIGTERM with open live streams', () => {
  const temp = tempDir();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await ensureStopped(server);
    temp.dispose();
  });

  it('ends the streams and exits 0 well within the grace period', async () => {
    server = await startServer(temp.dir);
    const url = server.url;
    const clients = await Promise.all(Array.from({ length: 50 }, () => openSse(`${url}${LIVE_PATH}`)));
    await Promise.all(clients.map((c) => c.next()));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await Promise.all(clients.map((c) => c.ended));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(3_000);
  }, 120_000);
});
