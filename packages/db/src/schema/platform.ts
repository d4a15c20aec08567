// The running site's own bookkeeping: metadata, retention runs, shared counters and uploaded bytes.
// Table shapes as Kysely sees them: see ../schema.ts.

export interface AppMetaTable {
  key: string;
  value: string;
}
/** One run of the retention job; `day` (YYYY-MM-DD, Paris) only for the daily run, unique: its claim. */
export interface RetentionRunTable {
  id: string;
  day: string | null;
  at: string;
  trigger: string;
  dryRun: number;
  /** JSON array of { rule, label, count }. */
  counts: string;
  error: string | null;
}
/** Shared by the processes of one site (CLUSTER): the public data version, moved by every admin write. */
export interface DataVersionTable {
  id: number;
  version: number;
}
/** Shared login and form limits: one fixed window per key, its end an ISO time. */
export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: string;
}
/** Uploaded files' bytes when the processes share them through the database. */
export interface UploadedFileTable {
  name: string;
  bytes: Uint8Array;
  size: number;
  createdAt: string;
}

/** A race computer's key for the live feed (issue 31): only its SHA-256 is kept. */
export interface RaceComputerKeyTable {
  id: string;
  label: string;
  keyHash: string;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** What the venue's screens are pinned to: one row, id `screen` ('none' rotates). */
/** A race in progress as the process that took its latest post saw it (a LiveRaceView as JSON). */
export interface LiveRaceTable {
  raceKey: string;
  version: number;
  view: string;
  updatedAt: string;
}
export interface ScreenPinTable {
  id: string;
  kind: string;
  eventId: string | null;
  message: string | null;
}
