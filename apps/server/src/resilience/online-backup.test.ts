import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createDb, integrityCheck } from '@app/db';
import { testsOnPostgres } from '@app/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  ensureStopped,
  type PostOutcome,
  postForm,
  repoRoot,
  type ServerProcess,
  startServer,
  tempDir,
} from './harness';

/** `pnpm db:backup <file>` as the README documents it, against the live server's database. */
function backup(databasePath: string, target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn('pnpm', ['--silent', 'db:backup', target], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_PATH: databasePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('exit', (code) => done({ code, output }));
  });
}

// SQLite online backup API; pg_dump is tested in packages/db (pg-backup.test.ts): skipped by `pnpm test:pg`.
describe.skipIf(testsOnPostgres())('pnpm db:backup while the server runs and writes', () => {
  const temp = tempDir();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await ensureStopped(server);
    temp.dispose();
  });

  it('copies a database that opens, passes integrity_check and holds what was acknowledged before', async () => {
    server = await startServer(temp.dir);
    const url = server.url;
    const database = join(temp.dir, 'app.db');
    const before: PostOutcome[] = [];
    for (let i = 0; i < 40; i += 1)
      before.push(await postForm(url, i % 2 ? 'contact' : 'volunteer', `backup-before-${i}`));
    expect(before.every((o) => o.status === 201)).toBe(true);

    // Writers keep going during the copy.
    let stop = false;
    let n = 0;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        n += 1;
        await postForm(url, 'contact', `backup-during-${n}`);
      }
    });
    const target = join(temp.dir, 'backups', 'copy.db');
    const result = await backup(database, target);
    stop = true;
    await Promise.all(writers);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/integrity_check: ok/);

    expect(integrityCheck(target)).toBe('ok');
    const copy = createDb({ path: target });
    try {
      const emails = new Set([
        ...(await copy.db.selectFrom('contactMessages').select('email').execute()).map((r) => r.email),
        ...(await copy.db.selectFrom('volunteers').select('email').execute()).map((r) => r.email),
      ]);
      for (const o of before) expect(emails.has(`${o.marker}@example.org`), o.marker).toBe(true);
      // The copy is a full database: migrated, seeded, with its administrator.
      expect((await copy.db.selectFrom('championships').select('id').execute()).length).toBeGreaterThan(0);
      expect((await copy.db.selectFrom('admins').select('id').execute()).length).toBe(1);
    } finally {
      await copy.close();
    }

    // Restore as the README says: a server started on the copy serves what it holds.
    await ensureStopped(server);
    const restoredDir = tempDir();
    try {
      server = await startServer(restoredDir.dir, { DATABASE_PATH: target });
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const messages = (await (
        await fetch(`${server.url}/api/admin/messages`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { email: string }[];
      const restored = new Set(messages.map((m) => m.email));
      for (const o of before.filter((x) => x.kind === 'contact'))
        expect(restored.has(`${o.marker}@example.org`), o.marker).toBe(true);
    } finally {
      await ensureStopped(server);
      restoredDir.dispose();
    }
  }, 120_000);
});
