import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@app/db';
import { folderFileNames } from './folder-files';
import type { S3Uploads } from './s3-uploads';

/**
 * Where uploaded files are kept once checked. One process: its uploads folder, served by
 * @fastify/static. Several processes: the shared database (any process answers any file), or an
 * S3-compatible bucket when one is configured (then whatever the number of processes); the folder
 * then only holds the files while they stream in and are checked.
 */
export type UploadStorage = FolderUploads | DatabaseUploads | S3Uploads;

export interface StoredUpload {
  bytes: Buffer;
  createdAt: string;
}

export interface Storage {
  readonly folder: string;
  /** Takes a checked temporary file of the folder under its final name. */
  keep(tmpPath: string, name: string): Promise<void>;
}

/** A storage outside the folder: the server reads each file and sends it itself. */
export interface ReadableUploads {
  /** undefined when no file has that name. */
  read(name: string): Promise<StoredUpload | undefined>;
}

export class FolderUploads implements Storage {
  readonly kind = 'folder';
  constructor(readonly folder: string) {}

  async keep(tmpPath: string, name: string): Promise<void> {
    await rename(tmpPath, join(this.folder, name));
  }
}

export class DatabaseUploads implements Storage, ReadableUploads {
  readonly kind = 'database';
  constructor(
    readonly folder: string,
    private readonly db: Db,
  ) {}

  async keep(tmpPath: string, name: string): Promise<void> {
    const bytes = await readFile(tmpPath);
    await this.db.insertInto('uploadedFiles').values({ name, bytes, size: bytes.length, createdAt: new Date().toISOString() }).execute();
    await rm(tmpPath, { force: true });
  }

  async read(name: string): Promise<StoredUpload | undefined> {
    const row = await this.db.selectFrom('uploadedFiles').select(['bytes', 'createdAt']).where('name', '=', name).executeTakeFirst();
    return row ? { bytes: Buffer.from(row.bytes), createdAt: row.createdAt } : undefined;
  }

  /**
   * Copies into the database the folder's files it does not hold yet: the demo set's files written by
   * the seed, and a site that ran as one process before keeps its uploads when it goes to several.
   */
  async importFolder(): Promise<number> {
    const names = await folderFileNames(this.folder);
    if (names.length === 0) return 0;
    const held = new Set((await this.db.selectFrom('uploadedFiles').select('name').where('name', 'in', names).execute()).map((row) => row.name));
    let imported = 0;
    for (const name of names) {
      if (held.has(name)) continue;
      const bytes = await readFile(join(this.folder, name));
      // Two processes starting together may import the same file: the first one wins.
      await this.db
        .insertInto('uploadedFiles')
        .values({ name, bytes, size: bytes.length, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      imported += 1;
    }
    return imported;
  }
}
