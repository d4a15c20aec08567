import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type SqliteHandle } from './create-db';
import { migrateToLatest } from './migrate';

const dirs: string[] = [];
const handles: SqliteHandle[] = [];

async function freshDb(): Promise<{ dir: string; path: string; handle: SqliteHandle }> {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-writer-'));
  dirs.push(dir);
  const path = join(dir, 'app.db');
  const handle = createDb({ path });
  handles.push(handle);
  await migrateToLatest(handle.db);
  return { dir, path, handle };
}

afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const meta = (handle: SqliteHandle) =>
  handle.db.selectFrom('appMeta').select(['key', 'value']).orderBy('key').execute();
const subscribe = (handle: SqliteHandle, id: string, email = `${id}@example.fr`) =>
  handle.db.insertInto('newsletterSubscriptions').values({ id, email, createdAt: '2026-01-01T00:00:00Z' }).execute();

function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((done) => {
    open = done;
  });
  return { open, opened };
}

describe('the writer thread', () => {
  it('opens its connection with the same pragmas: FULL sync, foreign keys, busy timeout', async () => {
    const { handle } = await freshDb();
    const pragmas = await handle.db.transaction().execute(async (trx) => {
      const read = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(trx)).rows[0] as object)[0];
      return {
        journal: await read('journal_mode'),
        synchronous: await read('synchronous'),
        foreignKeys: await read('foreign_keys'),
        busy: await read('busy_timeout'),
      };
    });
    expect(pragmas).toEqual({ journal: 'wal', synchronous: 2, foreignKeys: 1, busy: 5000 });
  });

  it('runs concurrent transactions one after the other, so no increment is lost', async () => {
    const { handle } = await freshDb();
    await handle.db.insertInto('appMeta').values({ key: 'counter', value: '0' }).execute();
    const steps: string[] = [];
    const firstInside = gate();
    const release = gate();
    const increment = (name: string, wait?: Promise<void>) =>
      handle.db.transaction().execute(async (trx) => {
        steps.push(`${name} begins`);
        const row = await trx
          .selectFrom('appMeta')
          .select('value')
          .where('key', '=', 'counter')
          .executeTakeFirstOrThrow();
        if (wait) {
          firstInside.open();
          await wait;
        }
        await trx
          .updateTable('appMeta')
          .set({ value: String(Number(row.value) + 1) })
          .where('key', '=', 'counter')
          .execute();
        steps.push(`${name} ends`);
      });
    const first = increment('first', release.opened);
    await firstInside.opened;
    const second = increment('second');
    release.open();
    await Promise.all([first, second]);
    expect(steps).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect((await meta(handle)).find((r) => r.key === 'counter')?.value).toBe('2');
  });

  it('keeps a lone write out of the transaction open meanwhile: its rollback leaves the lone write', async () => {
    const { handle } = await freshDb();
    let lone: Promise<unknown> = Promise.resolve();
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('appMeta').values({ key: 'in-transaction', value: 'x' }).execute();
        lone = handle.db.insertInto('appMeta').values({ key: 'lone', value: 'y' }).execute();
        // A lone read does not wait for the transaction, and does not see its uncommitted row.
        expect(await meta(handle)).toEqual([]);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await lone;
    expect(await meta(handle)).toEqual([{ key: 'lone', value: 'y' }]);
  });

  it('gives callers the SqliteError better-sqlite3 throws, with its code, alone, grouped or in a transaction', async () => {
    const { handle } = await freshDb();
    await subscribe(handle, 'a');
    const duplicate = await subscribe(handle, 'a', 'other@example.fr').catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(SQLite.SqliteError);
    expect(duplicate).toMatchObject({
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
      message: expect.stringMatching(/UNIQUE constraint failed/),
    });

    const inTransaction = await handle.db
      .transaction()
      .execute((trx) =>
        trx
          .insertInto('events')
          .values({
            id: 'x-1',
            name: 'X',
            nameEn: 'X',
            date: '2026-01-29',
            time: '09:00',
            category: 'SF',
            championshipId: 'nope',
            active: 1,
          })
          .execute(),
      )
      .catch((e: unknown) => e);
    expect(inTransaction).toBeInstanceOf(SQLite.SqliteError);
    expect(inTransaction).toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });

    // Writes sent together share one commit; the one that fails is undone alone.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => subscribe(handle, `g${i}`, i === 7 ? 'a@example.fr' : undefined)),
    );
    const rejected = outcomes.flatMap((o, i) =>
      o.status === 'rejected' ? [{ i, code: (o.reason as { code?: string }).code }] : [],
    );
    expect(rejected).toEqual([{ i: 7, code: 'SQLITE_CONSTRAINT_UNIQUE' }]);
    const stored = await handle.db.selectFrom('newsletterSubscriptions').select('id').execute();
    expect(stored).toHaveLength(40);
  });

  it('lets a read see a write as soon as the write was acknowledged, on the main connection too', async () => {
    const { path, handle } = await freshDb();
    for (let i = 0; i < 20; i += 1) {
      await subscribe(handle, `r${i}`);
      const row = await handle.db
        .selectFrom('newsletterSubscriptions')
        .select('id')
        .where('id', '=', `r${i}`)
        .executeTakeFirst();
      expect(row?.id).toBe(`r${i}`);
    }
    const [{ n }] = handle.sqlite.prepare('select count(*) as n from newsletter_subscriptions').all() as [
      { n: number },
    ];
    expect(n).toBe(20);
    // And from another process's point of view: committed to the file.
    const other = new SQLite(path, { readonly: true });
    expect((other.prepare('select count(*) as n from newsletter_subscriptions').get() as { n: number }).n).toBe(20);
    other.close();
  });

  it('waits on close for the writes already sent, then refuses new ones', async () => {
    const { handle } = await freshDb();
    const writes = Array.from({ length: 10 }, (_, i) => subscribe(handle, `c${i}`));
    await handle.close();
    await Promise.all(writes);
    await expect(subscribe(handle, 'late')).rejects.toThrow(/destroyed|closed/);
  });
});

describe('a script using the database', () => {
  const tsx = createRequire(resolve(import.meta.dirname, '../../../apps/server/package.json')).resolve('tsx');
  const runScript = (dir: string, body: string) => {
    const script = join(dir, 'script.mts');
    writeFileSync(
      script,
      `import { createDb, migrateToLatest } from ${JSON.stringify(resolve(import.meta.dirname, 'index.ts'))};\n` +
        `const handle = createDb({ path: ${JSON.stringify(join(dir, 'app.db'))} });\n` +
        `await migrateToLatest(handle.db);\n` +
        `await handle.db.insertInto('appMeta').values({ key: 'k', value: 'v' }).execute();\n${body}\nconsole.log('done');\n`,
    );
    const child = spawn(process.execPath, ['--import', tsx, script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    return new Promise<{ code: number | null; output: string }>((done) =>
      child.once('exit', (code) => done({ code, output })),
    );
  };

  it('ends by itself once it closed the database (the writer thread is gone), and also if it forgot to', async () => {
    for (const close of ['await handle.close();', '']) {
      const dir = mkdtempSync(join(tmpdir(), 'aviron-writer-exit-'));
      dirs.push(dir);
      expect(await runScript(dir, close)).toMatchObject({ code: 0, output: expect.stringContaining('done') });
      const check = new SQLite(join(dir, 'app.db'), { readonly: true });
      expect(check.prepare('select value from app_meta').all()).toEqual([{ value: 'v' }]);
      check.close();
    }
  });
});
