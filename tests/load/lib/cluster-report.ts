import type { Figures } from './cannon';
import { type ClusterOutcome, CLUSTER_MIX, CLUSTER_READS } from './cluster';
import { describeDataset } from './dataset';
import type { MixRun } from './mix';
import type { ReadComparison } from './reads';
import { failures, ms, num, speedCells, table } from './report';
import { atLeast, atMost, holds, reported, type Target } from './targets';

const TWO = 'PostgreSQL, 2 processes';
const mixName = `p99 at ${CLUSTER_MIX.connections} connections, ${(CLUSTER_MIX.share * 100).toFixed(0)} % posts (${TWO}, reported beside SQLite)`;

/** The same bench run on SQLite, one process: its mix at 200 connections with posts, and its comparisons of the same reads when made. */
export interface SqliteBeside {
  mix: MixRun | undefined;
  reads: ReadComparison[];
}

/** Issue 15: the targets of two processes on PostgreSQL. */
export function clusterTargets(outcome: ClusterOutcome, { mix: sqlite }: SqliteBeside): Target[] {
  const names = {
    stale: `no stale read after a write on the other process (${TWO})`,
    reads: `public reads ≥ 0.8 × bare Fastify on each process (${TWO})`,
    stored: `every acknowledged post stored (${TWO})`,
  };
  if ('notMeasured' in outcome) {
    const why = outcome.notMeasured;
    return [
      holds(names.stale, null, 'n/a', why),
      holds(names.reads, null, 'n/a', why),
      holds(mixName, null, 'n/a', why),
      holds(names.stored, null, 'n/a', why),
    ];
  }
  const c = outcome.measured;
  const w = c.readAfterWrite;
  const ratios = c.reads
    .flatMap((r) => r.comparisons.map((x) => ({ where: `${r.process} \`${x.path}\``, ratio: x.app.rps / x.bare.rps })))
    .sort((x, y) => x.ratio - y.ratio);
  const lowest = ratios[0];
  const perProcess = c.reads.map(
    (r) => `${r.process} ${Math.min(...r.comparisons.map((x) => x.app.rps / x.bare.rps)).toFixed(2)}`,
  );
  const { all, perProcess: both } = c.mix;
  return [
    atMost(
      names.stale,
      w.stale.length,
      0,
      { digits: 0, unit: '', shown: `${w.stale.length} stale / ${num(w.writes)} writes` },
      `each admin write (PUT of a partner) acknowledged by one process, then at once \`GET /api/partners\` on the other (${w.revalidated} with that reader's previous ETag); ` +
        `A→B twice, then B→A twice; ${num(w.backgroundReads)} background reads meanwhile; write p50 ${ms(w.writeP50)}, read p50 ${ms(w.readP50)}, ${w.seconds.toFixed(0)} s` +
        (w.stale.length ? `; first stale: ${w.stale.slice(0, 3).join(', ')}` : ''),
    ),
    atLeast(
      names.reads,
      lowest?.ratio ?? Number.NaN,
      0.8,
      { digits: 2, unit: '', shown: lowest ? `lowest ${lowest.ratio.toFixed(2)}` : 'n/a' },
      lowest
        ? `lowest: ${lowest.where}; per process: ${perProcess.join(', ')}; ${CLUSTER_READS.length} reads each, the other process idle`
        : 'no read',
    ),
    reported(
      mixName,
      all.p99,
      `${ms(all.p99)}; SQLite ${ms(sqlite?.figures.p99 ?? Number.NaN)}`,
      `${CLUSTER_MIX.connections / both.length} connections on each process at once, p99 over every response (A ${ms(both[0]?.p99 ?? Number.NaN)}, B ${ms(both[1]?.p99 ?? Number.NaN)}); ` +
        `${num(all.rps)} req/s in all (SQLite, one process: ${sqlite ? `${num(sqlite.figures.rps)} req/s` : 'not run'}); posts' p99 ${ms(all.postP99)} (SQLite ${ms(sqlite?.figures.postP99 ?? Number.NaN)}); ${failures(all)} errors, timeouts or non-2xx`,
    ),
    holds(
      names.stored,
      c.mix.stored >= c.mix.acknowledged,
      `${num(c.mix.stored)} stored / ${num(c.mix.acknowledged)} acknowledged`,
      'counted through the admin API of process A after the mix',
    ),
  ];
}

/** The figures behind those targets, for BENCHMARKS.md. */
export function clusterTables(outcome: ClusterOutcome, { mix: sqlite, reads: sqliteReads }: SqliteBeside): string[] {
  if ('notMeasured' in outcome) return ['### Two processes on PostgreSQL', `Not measured: ${outcome.notMeasured}.`];
  const c = outcome.measured;
  const mixRow = (name: string, connections: number, f: Figures, acknowledged: string, stored: string) => [
    name,
    String(connections),
    num(f.rps),
    ms(f.p50),
    ms(f.p99),
    ms(f.postP99),
    num(f.requests),
    String(failures(f)),
    acknowledged,
    stored,
  ];
  const half = CLUSTER_MIX.connections / c.mix.perProcess.length;
  const sqliteRatio = (path: string) => {
    const x = sqliteReads.find((r) => r.path === path);
    return x ? (x.app.rps / x.bare.rps).toFixed(2) : 'n/a';
  };
  return [
    '### Two processes on PostgreSQL',
    `A throw-away PostgreSQL cluster (${c.pgBin}, durability defaults: fsync and synchronous commits on) on this machine; two processes of the built server (\`apps/server/dist/main.js\`, \`CLUSTER=true\`, a pool of at most 10 connections each) on its one database, ` +
      `A started first (migrations and \`SEED_DEMO=event\`: ${describeDataset(c.dataset)}) in ${c.startSeconds[0].toFixed(0)} s, then B in ${c.startSeconds[1].toFixed(0)} s. ` +
      'PostgreSQL, both processes, the load generator and the bare server share the same cores. ' +
      `Each process in turn against the bare server replaying its answers (${CLUSTER_READS.length} reads, the other process idle), as in the SQLite comparison; "SQLite ratio" is that comparison's for the same URL in this run, when it was made.`,
    table(
      [
        'process',
        'read',
        'app req/s',
        'app p50',
        'app p99',
        'bare req/s',
        'bare p50',
        'bare p99',
        'ratio',
        'SQLite ratio',
        'errors',
      ],
      c.reads.flatMap((r) =>
        r.comparisons.map((x) => [
          r.process,
          `GET ${x.path}`,
          ...speedCells(x.app, x.bare),
          sqliteRatio(x.path),
          String(failures(x.app)),
        ]),
      ),
    ),
    `The results-day mix (the same visit and posts as this run's SQLite mix, its connections in groups starting at different places of the sequence), ${(c.mix.share * 100).toFixed(1)} % posts, ${half} connections on each process at the same time; p50 and p99 are over every response; the SQLite row is this run's single process at ${CLUSTER_MIX.connections} connections.`,
    table(
      [
        'server',
        'connections',
        'req/s',
        'p50',
        'p99',
        'posts p99',
        'requests',
        'errors',
        'posts acknowledged (201)',
        'posts stored',
      ],
      [
        ...(sqlite
          ? [
              mixRow(
                'SQLite, one process',
                sqlite.connections,
                sqlite.figures,
                num(sqlite.acknowledged),
                num(sqlite.stored),
              ),
            ]
          : []),
        mixRow(
          'PostgreSQL, both processes',
          CLUSTER_MIX.connections,
          c.mix.all,
          num(c.mix.acknowledged),
          num(c.mix.stored),
        ),
        ...c.mix.perProcess.map((f, i) =>
          mixRow(`PostgreSQL, process ${i === 0 ? 'A' : 'B'}`, half, f, num(f.statuses['201'] ?? 0), ''),
        ),
      ],
    ),
  ];
}
