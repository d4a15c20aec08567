import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, migrateToLatest } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { BucketUnreachableError, S3Uploads } from './s3-uploads';

let s3: FakeS3;
let dir: string;
let database: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  s3 = await startFakeS3();
  dir = mkdtempSync(join(tmpdir(), 'aviron-s3-uploads-'));
  database = await createTestDatabase(dir);
  handle = createDb(database.options);
  await migrateToLatest(handle.db);
});

afterAll(async () => {
  await handle.close();
  await database.drop();
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const folder = (name: string) => {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  return path;
};

describe('S3Uploads', () => {
  it('keeps a checked file in the bucket, readable by another process, and removes the temporary file', async () => {
    const uploads = await S3Uploads.open(folder('a'), s3.config);
    const tmp = join(uploads.folder, '.tmp-x');
    writeFileSync(tmp, 'kept');
    const before = Date.now();
    await uploads.keep(tmp, 'a.pdf');
    expect(existsSync(tmp)).toBe(false);
    const other = await S3Uploads.open(folder('elsewhere'), s3.config);
    const file = await other.read('a.pdf');
    expect(file?.bytes.toString()).toBe('kept');
    // S3 keeps seconds only.
    expect(new Date(file?.createdAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(await other.read('unknown.pdf')).toBeUndefined();
    uploads.close();
    other.close();
  });

  it('imports only the folder’s files the bucket lacks, never one still streaming in', async () => {
    const seeded = folder('seeded');
    const uploads = await S3Uploads.open(seeded, { ...s3.config, prefix: 'import/' });
    const tmp = join(seeded, '.tmp-y');
    writeFileSync(tmp, 'kept');
    await uploads.keep(tmp, 'held.png');
    writeFileSync(join(seeded, 'held.png'), 'not this one');
    writeFileSync(join(seeded, 'b.png'), 'seeded');
    writeFileSync(join(seeded, '.tmp-z'), 'half');
    expect(await uploads.importFolder()).toBe(1);
    expect(await uploads.importFolder()).toBe(0);
    expect((await uploads.read('held.png'))?.bytes.toString()).toBe('kept');
    expect((await uploads.read('b.png'))?.bytes.toString()).toBe('seeded');
    expect(await uploads.read('.tmp-z')).toBeUndefined();
    // Another prefix is another set of files.
    const root = await S3Uploads.open(seeded, s3.config);
    expect(await root.read('b.png')).toBeUndefined();
    uploads.close();
    root.close();
  });

  it('imports the files a site of several processes kept in its database', async () => {
    const uploads = await S3Uploads.open(folder('db'), { ...s3.config, prefix: 'from-db/' });
    const tmp = join(uploads.folder, '.tmp-w');
    writeFileSync(tmp, 'in the bucket');
    await uploads.keep(tmp, 'held.pdf');
    const createdAt = new Date().toISOString();
    await handle.db
      .insertInto('uploadedFiles')
      .values([
        { name: 'held.pdf', bytes: Buffer.from('older copy'), size: 10, createdAt },
        { name: 'old.pdf', bytes: Buffer.from('from the database'), size: 17, createdAt },
      ])
      .execute();
    expect(await uploads.importDatabase(handle.db)).toBe(1);
    expect(await uploads.importDatabase(handle.db)).toBe(0);
    expect((await uploads.read('old.pdf'))?.bytes.toString()).toBe('from the database');
    expect((await uploads.read('held.pdf'))?.bytes.toString()).toBe('in the bucket');
    uploads.close();
  });

  it('refuses to open a bucket that does not exist or does not answer, naming the settings', async () => {
    const missing = S3Uploads.open(folder('m'), { ...s3.config, bucket: 'nope' });
    await expect(missing).rejects.toBeInstanceOf(BucketUnreachableError);
    await expect(missing).rejects.toThrow(/S3_BUCKET=nope n'existe pas sur S3_ENDPOINT=http:\/\/127\.0\.0\.1:\d+/);
    // A port nothing listens on (the fake server's, once stopped, is not reusable here: a closed one of the system).
    const down = S3Uploads.open(folder('d'), { ...s3.config, endpoint: 'http://127.0.0.1:9' });
    await expect(down).rejects.toThrow(/Le stockage S3 ne répond pas \(S3_BUCKET=aviron-test sur S3_ENDPOINT=http:\/\/127\.0\.0\.1:9\) : vérifiez S3_ENDPOINT/);
  }, 30_000);
});
