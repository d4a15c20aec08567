import type { AdminListFigures } from './admin-participants';
import type { BigImportFigures } from './big-import';
import type { CacheMemoryFigures } from './cache-memory';
import type { CannonRequest, Figures } from './cannon';
import type { ClusterOutcome } from './cluster';
import type { ConsoleFigures } from './console-check';
import type { Dataset } from './dataset';
import type { RawAnswer } from './http';
import type { LighthouseFigures } from './lighthouse';
import type { BrowserRefresh, Revalidation } from './live-refresh';
import type { MixRun } from './mix';
import type { LiveFloodFigures } from './live-flood';
import type { AdminFigures, PageFigures } from './pages';
import type { PushFigures } from './push';
import type { ReadComparison } from './reads';

/** Everything one bench run measured, for the targets and the report. */
export interface Measured {
  started: Date;
  load0: number[];
  commits: { p50: number; p99: number; max: number };
  seed: string;
  dataset: Dataset;
  pages: PageFigures[];
  admin: AdminFigures;
  adminList: AdminListFigures;
  lighthouse: LighthouseFigures[];
  lighthouseRuns: number;
  lighthouseOtherRuns: number;
  /** One-minute load average before and after the Lighthouse runs. */
  lighthouseLoad: [number, number];
  console: ConsoleFigures[];
  /** The same audits on the demo set, when it was run. */
  demo: {
    dataset: Dataset;
    lighthouse: LighthouseFigures[];
    lighthouseLoad: [number, number];
    console: ConsoleFigures[];
  } | null;
  revalidations: Revalidation[];
  browserRefresh: BrowserRefresh;
  reads: ReadComparison[];
  /** The server-drawn pages, each beside the bare server replaying its bytes. */
  pageReads: ReadComparison[];
  readConnections: number;
  readSeconds: number;
  visit: CannonRequest[];
  mixed: MixRun[];
  /** The visit without posts at 200 connections, against the bare server replaying the same bytes. */
  bareMix: Figures | null;
  mixSeconds: number;
  /** The live push with thousands of open streams, unless skipped (BENCH_PUSH=0). */
  push: PushFigures | null;
  /** Thousands of streams from one address while another reads, unless skipped (BENCH_FLOOD=0). */
  flood: LiveFloodFigures | null;
  /** A results file far over the row limit posted while /api/health is asked, unless skipped (BENCH_IMPORT=0). */
  bigImport: BigImportFigures | null;
  /** Two processes on PostgreSQL, unless skipped (BENCH_CLUSTER=0). */
  cluster: ClusterOutcome | null;
  cache: CacheMemoryFigures;
  cacheLists: string[];
  headers: { home: RawAnswer; fallback: RawAnswer; asset: RawAnswer | undefined };
}
