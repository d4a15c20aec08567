import { clusterTargets } from './cluster-report';
import type { Measured } from './measured';
import { bigImportTargets } from './big-import';
import { kB, ms, s } from './report';
import { liveFloodTargets } from './live-flood';
import { pageTargets } from './page-targets';
import { MAIN_PAGES } from './public-pages';
import { pushTargets } from './push';
import { atLeast, atMost, holds, type Target } from './targets';

/** Every target of the issue (and the earlier ones that still hold), as measured in this run. */
export function targetsOf(m: Measured): Target[] {
  const out: Target[] = [];

  // Issue 9, Lighthouse 12 mobile defaults on the four main pages of the real-size set.
  for (const lh of m.lighthouse.filter((l) => MAIN_PAGES.includes(l.path))) {
    const page = `\`${lh.path}\``;
    const failed = lh.error ? `Lighthouse failed: ${lh.error.slice(0, 120)}` : '';
    out.push(
      atLeast(
        `Lighthouse performance ≥ 0.90, ${page}`,
        lh.performance,
        0.9,
        { digits: 2, unit: '' },
        failed || `LCP ${s(lh.lcp)}, FCP ${s(lh.fcp)}, TBT ${ms(lh.tbt)}`,
      ),
      atMost(
        `Lighthouse TBT ≤ 300 ms, ${page}`,
        lh.tbt,
        300,
        { digits: 0, unit: 'ms' },
        failed || `main thread ${s(lh.mainThread)}, of which scripts ${s(lh.bootup)} (4× CPU)`,
      ),
      atMost(
        `DOM elements ≤ 1,500, ${page}`,
        lh.domElements,
        1500,
        { digits: 0, unit: '' },
        failed ||
          (lh.domElements > 1500
            ? 'the list renders too many rows at once'
            : 'the first view renders a bounded window'),
      ),
    );
  }

  // Issue 13, on both sets: the home page's score, the paints and the shifts of every public page,
  // and a console without hydration warnings or errors.
  const sets = [
    { name: 'real-size', lighthouse: m.lighthouse, console: m.console },
    ...(m.demo ? [{ name: 'demo', ...m.demo }] : []),
  ];
  for (const set of sets) out.push(...pageTargets(set.name, set.lighthouse, set.console));

  // First view of /resultats: JSON on the wire.
  const results = m.pages.find((p) => p.path === '/resultats');
  const biggest = results ? [...results.jsonUrls].sort((a, b) => b[1] - a[1]).slice(0, 2) : [];
  out.push(
    atMost(
      '`/resultats` first view: JSON on the wire ≤ 30 KB',
      results ? (results.json + results.stateWire) / 1000 : Number.NaN,
      30,
      { digits: 1, unit: 'kB' },
      `${results ? `the page's data drawn into its HTML: ${kB(results.stateWire)} br (${kB(results.state)} of JSON before compression); the whole HTML with markup and inline styles ${kB(results.html)} br` : ''}${biggest.length ? `; /trpc and /api: ${biggest.map(([u, b]) => `${u.replace(/^GET /, '').slice(0, 60)} ${kB(b)}`).join('; ')}` : '; no /trpc or /api read'}`,
    ),
  );

  // Live refresh of an unchanged list.
  const revalidated = m.revalidations;
  const all304 = revalidated.length > 0 && revalidated.every((r) => r.status === 304);
  const largest = Math.max(...revalidated.map((r) => r.wire));
  const rawWhy = !revalidated.length
    ? 'no read recorded on /resultats'
    : all304
      ? `${revalidated.length} read(s) of /resultats sent again with the first answer's ETag in If-None-Match; size = status line, headers and body`
      : revalidated
          .filter((r) => r.status !== 304)
          .map((r) => `${r.path.slice(0, 50)}: ${r.etag ? `${r.status} despite its ETag` : `no ETag, ${r.status}`}`)
          .join('; ');
  out.push({
    ...atMost(
      'Live refresh, unchanged list: a 304 under 1 KB (raw HTTP)',
      revalidated.length ? largest : Number.NaN,
      1024,
      { digits: 0, unit: 'B', strict: true },
      rawWhy,
    ),
    ...(revalidated.length && !all304
      ? { met: false, measured: `${revalidated.map((r) => r.status).join(', ')}, largest ${largest} B` }
      : {}),
  });
  const refresh = m.browserRefresh.requests;
  const browserOk = refresh.length > 0 && refresh.every((r) => r.status === 304 && r.wire < 1024);
  out.push(
    holds(
      'Live refresh in Chromium: 304 under 1 KB',
      m.browserRefresh.error && !refresh.length ? null : browserOk,
      refresh.length ? refresh.map((r) => `${r.status}, ${r.wire} B`).join('; ') : 'n/a',
      m.browserRefresh.error ??
        `the Live tab's second refetch (fake clock, 31 s each), ${refresh.map((r) => r.path.slice(0, 50)).join(', ')}; the first, without an ETag yet (the data came in the HTML): ${m.browserRefresh.first.map((r) => `${r.status}, ${r.wire} B`).join('; ') || 'none'}`,
    ),
  );

  // Admin participants at size.
  const a = m.adminList;
  out.push(
    atMost(
      'Admin participants, first render ≤ 1 s',
      a.firstRender,
      1000,
      { digits: 0, unit: 'ms' },
      a.error ??
        `navigation to first frame with rows (${a.rows} rows in the table, ${m.dataset.participants} participants), median of ${a.runs}`,
    ),
    atMost(
      'Admin participants, a search keystroke ≤ 100 ms of main-thread work',
      a.keystrokeWork,
      100,
      { digits: 0, unit: 'ms' },
      a.error ?? `CDP TaskDuration until the list settles; event ${ms(a.keystrokeEvent)}, ${a.longTasks} long task(s)`,
    ),
  );

  // Load.
  const at200 = m.mixed.find((r) => r.connections === 200 && r.share > 0.04);
  const noPosts = m.mixed.find((r) => r.connections === 200 && r.share === 0);
  // Why the tail: each connection waits for its answer before sending the next, so the mean wait is at
  // least connections / throughput (Little's law), whatever the server does; the visit's pages replayed
  // by the bare server show the throughput this machine allows for those bytes.
  const rps200 = at200?.figures.rps ?? Number.NaN;
  const bareMain = m.pageReads.filter((r) => MAIN_PAGES.includes(r.path)).map((r) => r.bare.rps);
  const needed = 200 / 0.05;
  out.push(
    atMost(
      `p99 < 50 ms at 200 connections, ${((at200?.share ?? 0) * 100).toFixed(1)} % posts`,
      at200?.figures.p99 ?? Number.NaN,
      50,
      { digits: 0, unit: 'ms', strict: true },
      `${Math.round(rps200).toLocaleString('en-US')} req/s; the posts' own p99 ${ms(at200?.figures.postP99 ?? Number.NaN)}; without posts p99 ${ms(noPosts?.figures.p99 ?? Number.NaN)} at ${Math.round(noPosts?.figures.rps ?? 0).toLocaleString('en-US')} req/s. Why: 200 connections each awaiting its answer wait ${ms((200 / rps200) * 1000)} on average at this rate (Little's law), posts or not; under 50 ms at p99 would take over ${needed.toLocaleString('en-US')} req/s of this visit, whose pages the bare Fastify itself serves at ${bareMain.length ? `${Math.round(Math.min(...bareMain)).toLocaleString('en-US')}–${Math.round(Math.max(...bareMain)).toLocaleString('en-US')}` : 'n/a'} req/s on these shared cores${m.bareMix ? `; replaying this visit's bytes at 200 connections, the bare Fastify's own p99 is ${ms(m.bareMix.p99)} at ${Math.round(m.bareMix.rps).toLocaleString('en-US')} req/s` : ''}`,
    ),
  );
  const lost = m.mixed.filter((r) => r.stored < r.acknowledged);
  const errors = m.mixed.reduce((n, r) => n + r.figures.errors + r.figures.timeouts + r.figures.non2xx, 0);
  out.push(
    holds(
      'every acknowledged post stored (admin API)',
      lost.length === 0,
      `${m.mixed.reduce((n, r) => n + r.stored, 0).toLocaleString('en-US')} stored / ${m.mixed.reduce((n, r) => n + r.acknowledged, 0).toLocaleString('en-US')} acknowledged`,
      lost.length ? `missing in ${lost.length} run(s)` : `${errors} errors, timeouts or non-2xx in the runs`,
    ),
  );
  const ratios = m.reads.map((r) => ({ path: r.path, ratio: r.app.rps / r.bare.rps }));
  const lowest = ratios.sort((x, y) => x.ratio - y.ratio)[0];
  out.push(
    atLeast(
      `public reads ≥ 0.8 × bare Fastify (each of ${m.reads.length})`,
      lowest?.ratio ?? Number.NaN,
      0.8,
      { digits: 2, unit: '', shown: lowest ? `lowest ${lowest.ratio.toFixed(2)}` : 'n/a' },
      lowest ? `lowest: ${lowest.path.slice(0, 70)}` : 'no read',
    ),
  );

  const pageRatios = m.pageReads
    .map((r) => ({ path: r.path, ratio: r.app.rps / r.bare.rps }))
    .sort((x, y) => x.ratio - y.ratio);
  const lowestPage = pageRatios[0];
  out.push(
    atLeast(
      `server-drawn pages ≥ 0.8 × bare Fastify (each of ${m.pageReads.length})`,
      lowestPage?.ratio ?? Number.NaN,
      0.8,
      { digits: 2, unit: '', shown: lowestPage ? `lowest ${lowestPage.ratio.toFixed(2)}` : 'n/a' },
      lowestPage
        ? `lowest: \`${lowestPage.path}\`; below 0.8: ${pageRatios.filter((r) => r.ratio < 0.8).length}; the same compressed HTML and headers replayed`
        : 'no page',
    ),
  );

  if (m.push) out.push(...pushTargets(m.push));
  if (m.flood) out.push(...liveFloodTargets(m.flood));
  if (m.bigImport) out.push(...bigImportTargets(m.bigImport));
  if (m.cluster) out.push(...clusterTargets(m.cluster, { mix: at200, reads: [...m.reads, ...m.pageReads] }));

  // Cache memory under distinct query strings.
  const c = m.cache;
  const retained = c.retainedAfter - c.retainedBefore;
  out.push(
    atMost(
      'public cache memory ≤ 64 MB whatever the query strings',
      retained,
      64,
      { digits: 1, unit: 'MB' },
      `what the server retains after a garbage collection (live heap + Buffers, read through its inspector) grew ${c.retainedBefore.toFixed(0)} → ${c.retainedAfter.toFixed(0)} MB after ${c.sent.toLocaleString('en-US')} distinct URLs in ${c.seconds.toFixed(0)} s (of ${c.planned.toLocaleString('en-US')}); the answers weighed ${(c.answeredBytes / 2 ** 20).toFixed(1)} MB compressed; the RSS, which V8 gives back lazily, grew ${(c.rssAfter - c.rssBefore).toFixed(0)} MB (peak +${(c.rssPeak - c.rssBefore).toFixed(0)} MB)`,
    ),
    atMost(
      'event loop not stalled meanwhile: p99 of GET /api/health ≤ 50 ms',
      c.probe.p99,
      50,
      { digits: 0, unit: 'ms' },
      `${c.probe.count} probes, p50 ${c.probe.p50.toFixed(1)} ms, max ${ms(c.probe.max)}`,
    ),
  );

  // Earlier targets, kept.
  const home = m.pages[0];
  const { home: page, fallback, asset } = m.headers;
  const encodings = [...new Set(m.reads.map((r) => r.recorded.encoding))];
  const compressed =
    encodings.every((e) => e === 'br' || e === 'gzip') &&
    /br|gzip/.test(asset?.headers['content-encoding'] ?? '') &&
    /br|gzip/.test(page.headers['content-encoding'] ?? '');
  out.push(
    atMost(
      'home page ≤ 150 kB of JavaScript compressed',
      (home?.js ?? Number.NaN) / 1000,
      150,
      { digits: 1, unit: 'kB' },
      'first visit, empty cache',
    ),
    holds(
      'responses compressed (br or gzip)',
      compressed,
      `${encodings.join(', ')}; page ${page.headers['content-encoding'] ?? 'none'}; asset ${asset?.headers['content-encoding'] ?? 'none'}`,
      '/api, /trpc, pages, assets',
    ),
    holds(
      'hashed assets immutable for a year',
      asset?.headers['cache-control'] === 'public, max-age=31536000, immutable',
      asset?.headers['cache-control'] ?? 'none',
      '',
    ),
    holds(
      'index.html and the SPA fallback no-cache',
      page.headers['cache-control'] === 'no-cache' && fallback.headers['cache-control'] === 'no-cache',
      `${page.headers['cache-control']} / ${fallback.headers['cache-control']}`,
      '',
    ),
  );
  return out;
}
