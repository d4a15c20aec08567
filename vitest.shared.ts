import { availableParallelism } from 'node:os';
import type { ViteUserConfig } from 'vitest/config';

/**
 * The Node packages' test settings. Two workers at least: Vitest's default (one less than the cores)
 * gives this 2-core machine a single worker, and most of these suites wait on child processes, sockets and
 * timers rather than on the CPU (measured: two workers 2.2 min for the API suite against 3.7, three no
 * better). Files share a worker's modules instead of importing the whole app again for each file (the
 * server suite spent 200 s importing, 12 s so): every test builds its own database, app and hub, and the
 * modules keep their state per instance (WeakMaps keyed by the app), never per process.
 */
export const nodeTestConfig: NonNullable<ViteUserConfig['test']> = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks',
  maxWorkers: Math.max(2, availableParallelism() - 1),
  isolate: false,
};
