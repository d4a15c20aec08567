import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { clusterTables } from './cluster-report';
import { describeDataset } from './dataset';
import { consoleSection, lighthouseSection } from './lighthouse-console-sections';
import { gitHead, osName } from './machine';
import type { Measured } from './measured';
import { MIX_GROUPS } from './mix';
import { failures, kB, ms, num, speedCells, table } from './report';
import { targetTable } from './targets';
import { targetsOf } from './verdicts';

/** The generated part of BENCHMARKS.md: header, targets, then the figures behind them. */
export function renderReport(m: Measured, command: string): string {
  const out: string[] = [];
  // A blank line after each block, so that Markdown reads every table as one.
  const push = (...blocks: string[]) => {
    for (const block of blocks) out.push(block, '');
  };
  const load1 = loadavg();
  push(`Run of ${m.started.toISOString()} on commit ${gitHead()} — command: ${command}.`);
  push(
    `Data set: \`SEED_DEMO=${m.seed}\`, ${describeDataset(m.dataset)} (counted through the API). ` +
      `Machine: ${availableParallelism()} cores (nproc), ${cpus()[0]?.model ?? 'unknown'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${osName()}. ` +
      `Load average at start ${m.load0.map((l) => l.toFixed(2)).join(' / ')}, at end ${load1.map((l) => l.toFixed(2)).join(' / ')}. ` +
      `A committed SQLite write (WAL, synchronous=FULL) on this disk took ${m.commits.p50.toFixed(1)} ms at p50, ${m.commits.p99.toFixed(1)} ms at p99, ${m.commits.max.toFixed(1)} ms at most (200 inserts before the run). ` +
      'The load generator, the server under test, the bare server and Chromium share these cores; other work may have been running on the machine, so compare the ratios (taken in the same minute) more than the absolute figures.',
  );
  push('### Targets', targetTable(targetsOf(m)));

  const sets = [
    {
      name: `real-size set (\`SEED_DEMO=${m.seed}\`)`,
      lighthouse: m.lighthouse,
      load: m.lighthouseLoad,
      console: m.console,
    },
  ];
  if (m.demo)
    sets.push({
      name: `demo set (\`SEED_DEMO=true\`: ${describeDataset(m.demo.dataset)})`,
      lighthouse: m.demo.lighthouse,
      load: m.demo.lighthouseLoad,
      console: m.demo.console,
    });
  for (const set of sets) push(...lighthouseSection(set.name, set.lighthouse, set.load, m));
  for (const set of sets) push(...consoleSection(set.name, set.console));

  push(
    '### Pages in Chromium (first visit, empty cache, 1280×800, loopback)',
    'Bytes on the wire: compressed bodies as transferred (Chromium `encodedDataLength`); "data in the HTML" is the page-state JSON the server drew the page from, uncompressed (it travels inside the HTML); JSON is the /trpc and /api answers; total includes headers and every request. TTFB and LCP: medians of 3 cold loads.',
    table(
      ['page', 'HTML', 'data in the HTML', 'JS', 'CSS', 'JSON', 'total', 'requests', 'TTFB', 'LCP'],
      [
        ...m.pages.map((p) => [
          `\`${p.path}\``,
          kB(p.html),
          kB(p.state),
          kB(p.js),
          kB(p.css),
          kB(p.json),
          kB(p.total),
          String(p.requests),
          ms(p.ttfb),
          ms(p.lcp),
        ]),
        [
          '`/admin/login` after `/`',
          kB(m.admin.login.html),
          kB(m.admin.login.state),
          `+${kB(m.admin.loginAddsJs)}`,
          `+${kB(m.admin.loginAddsCss)}`,
          kB(m.admin.login.json),
          kB(m.admin.login.total),
          String(m.admin.login.requests),
          ms(m.admin.login.ttfb),
          ms(m.admin.login.lcp),
        ],
        [
          '`/admin/dashboard` after login',
          kB(m.admin.dashboard.html),
          kB(m.admin.dashboard.state),
          `+${kB(m.admin.dashboardAddsJs)}`,
          `+${kB(m.admin.dashboardAddsCss)}`,
          kB(m.admin.dashboard.json),
          kB(m.admin.dashboard.total),
          String(m.admin.dashboard.requests),
          ms(m.admin.dashboard.ttfb),
          ms(m.admin.dashboard.lcp),
        ],
      ],
    ),
    'The admin rows: "+" is the JavaScript and CSS fetched beyond what the public home page had already loaded (same browser cache); the other columns are for that navigation.',
  );
  const results = m.pages.find((p) => p.path === '/resultats');
  if (results?.jsonUrls.size) {
    push(
      'JSON answers of the `/resultats` first view (encoded body bytes):',
      table(
        ['request', 'bytes'],
        [...results.jsonUrls].map(([u, b]) => [`\`${u}\``, num(b)]),
      ),
    );
  }

  push(
    '### Live refresh and admin list',
    table(
      ['check', 'figure'],
      [
        ...m.revalidations.map((r) => [
          `\`GET ${r.path}\` again with If-None-Match`,
          `${r.status}, ${num(r.wire)} B on the wire${r.etag ? '' : ' (first answer had no ETag)'}`,
        ]),
        ...m.browserRefresh.first.map((r) => [
          `Chromium, Live tab first refetch \`${r.path}\` (no ETag yet)`,
          `${r.status}, ${num(r.wire)} B received`,
        ]),
        ...m.browserRefresh.requests.map((r) => [
          `Chromium, Live tab second refetch \`${r.path}\``,
          `${r.status}, ${num(r.wire)} B received`,
        ]),
        ...(m.browserRefresh.error ? [['Chromium, Live tab refetch', m.browserRefresh.error]] : []),
        [
          '`/admin/participants`: navigation → first frame with rows',
          `${ms(m.adminList.firstRender)} (${m.adminList.rows} rows)`,
        ],
        ['one keystroke in its search: main-thread work until settled', ms(m.adminList.keystrokeWork)],
        [
          'that keystroke: longest event timing entry, long tasks',
          `${ms(m.adminList.keystrokeEvent)}, ${m.adminList.longTasks}`,
        ],
      ],
    ),
    `Admin figures: medians of ${m.adminList.runs} fresh contexts, signed in, the dashboard visited first (scripts in the browser cache), 1280×800, no CPU throttling.${m.adminList.error ? ` Error: ${m.adminList.error}` : ''}`,
  );

  push(
    `### Public reads, ${m.readConnections} connections, ${m.readSeconds} s each, \`accept-encoding: br, gzip\``,
    'The reads are those the four pages made in Chromium plus the REST and tRPC list reads. The bare server is Fastify with one route per path answering the bytes recorded from the real server for each URL (same compressed body, same headers, security headers included), with no hooks, plugins or database. ' +
      'The app and the bare server take turns in slices of about a second; req/s is the mean over the slices, p50 and p99 the medians of the slices.',
    table(
      [
        'read',
        'bytes (wire / JSON)',
        'app req/s',
        'app p50',
        'app p99',
        'bare req/s',
        'bare p50',
        'bare p99',
        'ratio',
        'errors',
      ],
      m.reads.map((r) => [
        `GET ${r.path}`,
        `${num(r.recorded.bytes)} ${r.recorded.encoding} / ${num(r.recorded.identity)}`,
        ...speedCells(r.app, r.bare),
        String(failures(r.app)),
      ]),
    ),
  );

  push(
    `### Server-drawn pages, ${m.readConnections} connections, ${m.readSeconds} s each, \`accept-encoding: br, gzip\``,
    'Every public page of the real-size set as the server sends it (drawn once, then from its page cache until the data changes), beside the bare server replaying the recorded answer: the same compressed HTML and the same headers (ETag, CSP and the other security headers; "head" is the status line and headers, in bytes, as each sent them). Same turns in slices as the reads above.',
    table(
      [
        'page',
        'bytes (wire / HTML)',
        'head app / bare',
        'app req/s',
        'app p50',
        'app p99',
        'bare req/s',
        'bare p50',
        'bare p99',
        'ratio',
        'errors',
      ],
      m.pageReads.map((r) => [
        `\`${r.path}\``,
        `${num(r.recorded.bytes)} ${r.recorded.encoding} / ${num(r.recorded.identity)}`,
        `${num(r.recorded.head)} / ${num(r.recorded.bareHead)}`,
        ...speedCells(r.app, r.bare),
        String(failures(r.app)),
      ]),
    ),
  );

  const main = m.mixed.find((r) => r.share > 0);
  push(
    `### Results-day mix, ${m.mixSeconds} s each`,
    `Each connection is a visitor reloading ${m.pages.map((p) => `\`${p.path}\``).join(', ')} in turn: the page's HTML and the reads the page made in Chromium ` +
      `(${m.visit.map((r) => `\`${r.path}\``).join(', ')}), ${main?.rounds ?? '?'} round(s), then a contact message and a volunteer application, each one distinct; the connections go in ${MIX_GROUPS} groups, each starting that sequence at its own place, so that the posts are spread over the run; p50 and p99 are over every response. ` +
      '"Stored" counts the posts found afterwards through the admin API: it can exceed the 201s counted, because posts in flight when a run stops are answered (and stored) after autocannon stops counting; it is never lower.',
    table(
      [
        'connections',
        'form posts',
        'req/s',
        'p50',
        'p99',
        'posts p99',
        'requests',
        'errors',
        'timeouts',
        'non-2xx',
        'posts acknowledged (201)',
        'posts stored',
      ],
      m.mixed.map((r) => {
        const odd = Object.entries(r.figures.statuses).filter(([code]) => Number(code) >= 300);
        return [
          String(r.connections),
          `${(r.share * 100).toFixed(1)} %`,
          num(r.figures.rps),
          ms(r.figures.p50),
          ms(r.figures.p99),
          ms(r.figures.postP99),
          num(r.figures.requests),
          String(r.figures.errors),
          String(r.figures.timeouts),
          `${r.figures.non2xx}${odd.length ? ` (${JSON.stringify(Object.fromEntries(odd))})` : ''}`,
          num(r.acknowledged),
          num(r.stored),
        ];
      }),
    ),
  );

  if (m.bareMix) {
    const b = m.bareMix;
    push(
      `The same visit without posts at 200 connections, against the bare server replaying the same bytes (nothing but writing them): ${num(b.rps)} req/s, p50 ${ms(b.p50)}, p99 ${ms(b.p99)}, ${num(b.requests)} requests, ${b.errors + b.timeouts + b.non2xx} errors, timeouts or non-2xx.`,
    );
  }

  if (m.cluster)
    push(
      ...clusterTables(m.cluster, {
        mix: m.mixed.find((r) => r.connections === 200 && r.share > 0.04),
        reads: [...m.reads, ...m.pageReads],
      }),
    );

  const c = m.cache;
  push(
    '### Public cache under distinct query strings',
    `Distinct URLs on ${m.cacheLists.map((l) => `\`${l}\``).join(' and ')} (half \`?search=\` values matching nothing, one in ten a common search made distinct by a parameter the API ignores), 8 keep-alive connections, at most ${c.planned.toLocaleString('en-US')} URLs or the time limit; ` +
      'meanwhile `GET /api/health` in a loop (one connection, 20 ms apart). RSS is the server process\'s `VmRSS` (`/proc/<pid>/status`); "before" and "after" are read after 6 idle seconds each. "Retained" is V8\'s live heap plus the memory outside it (Buffers) right after two collections asked through the server\'s inspector.',
    table(
      [
        'URLs sent',
        'seconds',
        'statuses',
        'answers (sum of bodies)',
        'retained before',
        'retained after',
        'RSS before',
        'RSS peak',
        'RSS after',
        'health p50',
        'health p99',
        'health max',
      ],
      [
        [
          num(c.sent),
          c.seconds.toFixed(1),
          Object.entries(c.statuses)
            .map(([code, n]) => `${code}: ${num(n)}`)
            .join(', '),
          `${(c.answeredBytes / 2 ** 20).toFixed(1)} MB`,
          `${c.retainedBefore.toFixed(0)} MB`,
          `${c.retainedAfter.toFixed(0)} MB`,
          `${c.rssBefore.toFixed(0)} MB`,
          `${c.rssPeak.toFixed(0)} MB`,
          `${c.rssAfter.toFixed(0)} MB`,
          `${c.probe.p50.toFixed(1)} ms`,
          ms(c.probe.p99),
          ms(c.probe.max),
        ],
      ],
    ),
  );
  return out.join('\n');
}
