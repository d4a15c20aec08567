import { type DataVersion, LocalDataVersion, MemoryRateLimitStore, type RateLimitStore } from '@app/api';
import type { Db } from '@app/db';
import type { S3Config } from '../env';
import { S3Uploads } from '../uploads/s3-uploads';
import { DatabaseUploads, FolderUploads, type UploadStorage } from '../uploads/upload-storage';
import { DbDataVersion } from './db-data-version';
import { DbRateLimitStore } from './db-rate-limit-store';
import { DbLiveRaces, LocalLiveRaces, type LiveRaceSignal } from './live-races';

/**
 * What must be the same on every process of one site (style.md: signals between processes), chosen once
 * at start: this process's memory and uploads folder when it serves the site alone, the shared database
 * when several do (CLUSTER); uploads go to the S3 bucket whenever one is configured. The cache, the live
 * push, the limits and the upload routes read these interfaces and never learn which one they have.
 */
export interface SharedState {
  dataVersion: DataVersion;
  /** A store for one limiter: in memory each limiter has its own (keys are prefixed either way). */
  limitStore: () => RateLimitStore;
  uploads: UploadStorage;
  /** The races in progress (issue 31): the live race streams of every process show the same. */
  liveRaces: LiveRaceSignal;
}

interface SharedStateOptions {
  cluster: boolean;
  uploadsDir: string;
  s3: S3Config | undefined;
  onError: (error: unknown) => void;
}

/** Throws BucketUnreachableError when a bucket is configured and does not answer. */
async function openUploads(db: Db, { cluster, uploadsDir, s3 }: SharedStateOptions): Promise<UploadStorage> {
  if (s3) {
    const uploads = await S3Uploads.open(uploadsDir, s3);
    await uploads.importFolder();
    await uploads.importDatabase(db);
    return uploads;
  }
  if (!cluster) return new FolderUploads(uploadsDir);
  const uploads = new DatabaseUploads(uploadsDir, db);
  await uploads.importFolder();
  return uploads;
}

export async function createSharedState(db: Db, options: SharedStateOptions): Promise<SharedState> {
  const uploads = await openUploads(db, options);
  if (!options.cluster)
    return {
      dataVersion: new LocalDataVersion(),
      limitStore: () => new MemoryRateLimitStore(),
      uploads,
      liveRaces: new LocalLiveRaces(),
    };
  const limits = new DbRateLimitStore(db);
  return {
    dataVersion: await DbDataVersion.open(db, { onPollError: options.onError }),
    limitStore: () => limits,
    uploads,
    liveRaces: new DbLiveRaces(db, { onError: options.onError }),
  };
}
