import { join } from 'node:path';
import { testsOnPostgres } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminIds,
  ensureStopped,
  type PostOutcome,
  postForm,
  type ServerProcess,
  startServer,
  storedMarkers,
  tempDir,
} from './harness';

// 300 visitors submit the contact and volunteer forms in the same instant: every post the server
// acknowledged (201) is stored exactly once, and nothing it refused is stored.
// Runs the server as a process on a SQLite file (harness.ts): the SQLite writer thread under load: skipped by `pnpm test:pg`.
describe.skipIf(testsOnPostgres())('300 concurrent form posts', () => {
  const temp = tempDir();
  let server: ServerProcess | undefined;
  let outcomes: PostOutcome[] = [];

  beforeAll(async () => {
    server = await startServer(temp.dir);
    const url = server.url;
    outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, i) => postForm(url, i % 2 === 0 ? 'contact' : 'volunteer', `burst-${i}`)),
    );
  }, 120_000);

  afterAll(async () => {
    await ensureStopped(server);
    temp.dispose();
  });

  it('acknowledges them, each with its own id', () => {
    const acknowledged = outcomes.filter((o) => o.status === 201);
    // A refusal would have to be an answer with a status, never a 5xx.
    for (const o of outcomes) expect(o.status === null || o.status < 500, `${o.marker}: ${o.status}`).toBe(true);
    // The form limit is off (FORM_RATE_LIMIT=0, as in the load tests): none has a reason to be refused.
    expect(acknowledged.length).toBe(300);
    expect(new Set(acknowledged.map((o) => o.id)).size).toBe(acknowledged.length);
  });

  it('stores every acknowledged post exactly once, as the admin API sees it', async () => {
    const url = server?.url ?? '';
    const messages = await adminIds(url, 'messages');
    const volunteers = await adminIds(url, 'volunteers');
    for (const o of outcomes.filter((x) => x.status === 201)) {
      const list = o.kind === 'contact' ? messages : volunteers;
      expect(
        list.filter((id) => id === o.id),
        o.marker,
      ).toHaveLength(1);
    }
  });

  it('stores every acknowledged post exactly once in the database file, and nothing else', async () => {
    await ensureStopped(server);
    const stored = await storedMarkers(join(temp.dir, 'app.db'));
    for (const o of outcomes) {
      const count = stored.get(o.marker) ?? 0;
      if (o.status === 201) expect(count, o.marker).toBe(1);
      else if (o.status !== null) expect(count, o.marker).toBe(0);
    }
  });
});
