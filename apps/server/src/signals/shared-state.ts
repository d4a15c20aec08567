import { type DataVersion, LocalDataVersion, MemoryRateLimitStore, type RateLimitStore } from '@app/api';
import type { Db } from '@app/db';
import { DatabaseUploads, FolderUploads, type UploadStorage } from '../uploads/upload-storage';
import { DbDataVersion } from './db-data-version';
import { DbRateLimitStore } from './db-rate-limit-store';

/**
 * What must be the same on every process of one site (style.md: signals between processes), chosen once
 * at start: this process's memory and uploads folder when it serves the site alone, the shared database
 * when several do (CLUSTER). The cache, the live push, the limits and the upload routes read these
 * interfaces and never learn which one they have.
 */
export interface SharedState {
  dataVersion: DataVersion;
  /** A store for one limiter: in memory each limiter has its own (keys are prefixed either way). */
  limitStore: () => RateLimitStore;
  uploads: UploadStorage;
}

export async function createSharedState(db: Db, options: { cluster: boolean; uploadsDir: string; onError: (error: unknown) => void }): Promise<SharedState> {
  if (!options.cluster) {
    return { dataVersion: new LocalDataVersion(), limitStore: () => new MemoryRateLimitStore(), uploads: new FolderUploads(options.uploadsDir) };
  }
  const uploads = new DatabaseUploads(options.uploadsDir, db);
  await uploads.importFolder();
  const limits = new DbRateLimitStore(db);
  return { dataVersion: await DbDataVersion.open(db, { onPollError: options.onError }), limitStore: () => limits, uploads };
}
