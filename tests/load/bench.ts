/*
 * `pnpm bench`: the production server on a fresh seeded database, measured beside a bare Fastify
 * process serving the same bytes, then under a results-day mix, then in Chromium. Prints every figure
 * and writes them into BENCHMARKS.md (between the bench markers).
 *
 * Env: BENCH_PORT (3410; the bare server takes the next port), BENCH_SECONDS (6 per read run),
 * BENCH_MIX_SECONDS (8 per mixed run), BENCH_CONNECTIONS (50 for the read comparison), WEB_DIST_DIR
 * (serve another web build), BENCH_NO_WRITE=1 (print only).
 */
import { execSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { ACCEPT, type CannonRequest, cannon, combine, type Figures } from './lib/cannon';
import { benchEnv } from './lib/env';
import { postJson, raw } from './lib/http';
import { launch, measureAdmin, measurePages, type PageFigures } from './lib/pages';
import { type Child, repoRoot, startChild } from './lib/processes';
import { kB, ms, num, table, writeReport } from './lib/report';

const { port, seconds, mixSeconds, readConnections, webDistDir } = benchEnv;
// The app and the bare server take turns in slices of about a second.
const slices = Math.max(1, Math.round(seconds));
const admin = { email: 'bench@aviron-indoor-2026.fr', password: 'bench-Passw0rd!2026' };

// Over tRPC, one procedure per GET (no batch), with its input as the client would send it.
const READS = [
  { name: 'events', rest: '/api/events', trpc: '/trpc/events.list?input=%7B%7D' },
  { name: 'results', rest: '/api/results', trpc: '/trpc/results.list?input=%7B%7D' },
  { name: 'championships', rest: '/api/championships', trpc: '/trpc/championships.list?input=%7B%7D' },
];
const PAGES = ['/', '/programme', '/resultats'];

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const started = new Date();
const load0 = loadavg();
const dir = mkdtempSync(join(tmpdir(), 'aviron-bench-'));
const children: Child[] = [];

async function main(): Promise<string> {
  log(`fresh database in ${dir}`);
  const commits = commitLatency(join(dir, 'probe.db'));
  const server = await startChild(
    'apps/server/src/main.ts',
    {
      NODE_ENV: 'production',
      DATABASE_PATH: join(dir, 'app.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      FORM_RATE_LIMIT: '0',
      LOGIN_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir ?? '',
    },
    port,
    '/api/health',
  );
  children.push(server);

  // What the real server sends to a browser (compressed): the bare server replays exactly these bytes.
  const records = [];
  const recorded = new Map<string, { encoding: string; bytes: number; identity: number }>();
  for (const r of READS) {
    for (const path of [r.rest, r.trpc]) {
      const answer = await raw(server.url + path, { headers: ACCEPT });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      const identity = await raw(server.url + path);
      // Every header but those of the connection: the yardstick sends the very same answer.
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !/^(date|connection|keep-alive|content-length|transfer-encoding)$/.test(name)));
      records.push({ path, status: 200, headers, body: answer.body.toString('base64') });
      recorded.set(path, { encoding: answer.headers['content-encoding'] ?? 'identity', bytes: answer.body.length, identity: identity.body.length });
    }
  }
  writeFileSync(join(dir, 'bare.json'), JSON.stringify(records));
  const bare = await startChild('tests/load/bare-server.ts', { BARE_RECORDS: join(dir, 'bare.json') }, port + 1, '/health');
  children.push(bare);

  // Warm both (JIT, caches) before anything is counted.
  log('warm-up');
  for (const r of READS) {
    await cannon(server.url, [{ path: r.rest }, { path: r.trpc }], 20, 1);
    await cannon(bare.url, [{ path: r.rest }, { path: r.trpc }], 20, 1);
  }

  // The app and the bare server take turns in short slices, so that a burst of other work on the
  // machine weighs on both alike; throughput is summed over the slices, latencies are their medians.
  const reads: { path: string; app: Figures; bare: Figures }[] = [];
  for (const r of READS) {
    for (const path of [r.rest, r.trpc]) {
      log(`reads ${path} (${readConnections} connections, ${seconds} s each, in ${slices} alternating slices)`);
      const app: Figures[] = [];
      const yardstick: Figures[] = [];
      for (let i = 0; i < slices; i += 1) {
        app.push(await cannon(server.url, [{ path }], readConnections, seconds / slices));
        yardstick.push(await cannon(bare.url, [{ path }], readConnections, seconds / slices));
      }
      reads.push({ path, app: combine(app), bare: combine(yardstick) });
    }
  }
  await bare.stop();

  // Headers that the targets name.
  const home = await raw(`${server.url}/`, { headers: ACCEPT });
  const fallback = await raw(`${server.url}/programme`, { headers: ACCEPT });
  const entry = /src="(\/assets\/[^"]+\.js)"/.exec((await raw(`${server.url}/`)).body.toString())?.[1];
  const asset = entry ? await raw(server.url + entry, { headers: ACCEPT }) : undefined;

  log('pages in Chromium');
  const login = await postJson(`${server.url}/api/admin/login`, admin);
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const token = JSON.parse(login.body.toString()) as { token: string };
  const browser = await launch();
  let pages: PageFigures[];
  let adminFigures: Awaited<ReturnType<typeof measureAdmin>>;
  try {
    pages = await measurePages(browser, server.url, PAGES, 3);
    adminFigures = await measureAdmin(browser, server.url, token.token);
  } finally {
    await browser.close();
  }

  // The results-day mix: each connection is a visitor reloading the three pages (the HTML and the
  // reads each page made in Chromium), again and again, with a contact message and a volunteer
  // application every few rounds. Each post is a committed, fsynced SQLite write on the event loop.
  const visit: CannonRequest[] = [];
  for (const p of pages) {
    visit.push({ path: p.path });
    for (const read of p.reads) visit.push({ path: read });
  }
  let n = 0;
  const posts: CannonRequest[] = [
    {
      method: 'POST',
      path: '/api/contact',
      body: () => {
        n += 1;
        return JSON.stringify({ name: 'Visiteur Bench', email: `bench-${n}@example.org`, subject: 'Horaires', category: 'autre', message: 'À quelle heure commencent les finales ?', consent: true });
      },
    },
    {
      method: 'POST',
      path: '/api/volunteers',
      body: () => {
        n += 1;
        return JSON.stringify({ firstName: 'Bench', lastName: `Bénévole ${n}`, email: `bench-${n}@example.org`, role: 'accueil', availability: ['friday-morning'], motivation: 'Aider le jour des résultats.' });
      },
    },
  ];
  /** The visit repeated so that the two posts make about `share` of the requests. */
  const mixWith = (share: number) => {
    if (share === 0) return { mix: visit, rounds: 1, share: 0 };
    const rounds = Math.max(1, Math.round((posts.length / share - posts.length) / visit.length));
    const mix: CannonRequest[] = [];
    for (let i = 0; i < rounds; i += 1) mix.push(...visit);
    mix.push(...posts);
    return { mix, rounds, share: posts.length / mix.length };
  };

  const auth = { authorization: `Bearer ${token.token}` };
  const stored = async () => {
    const messages = JSON.parse((await raw(`${server.url}/api/admin/messages`, { headers: auth })).body.toString()) as { email: string }[];
    const volunteers = JSON.parse((await raw(`${server.url}/api/admin/volunteers`, { headers: auth })).body.toString()) as { email: string }[];
    return [...messages, ...volunteers].filter((m) => m.email.startsWith('bench-')).length;
  };
  const mixed: { connections: number; share: number; rounds: number; figures: Figures; acknowledged: number; stored: number }[] = [];
  for (const [connections, wanted] of [
    [50, 0.02],
    [200, 0.02],
    [200, 0.05],
    [200, 0],
  ] as const) {
    const { mix, rounds, share } = mixWith(wanted);
    log(`results-day mix at ${connections} connections, ${(share * 100).toFixed(1)} % posts (${mixSeconds} s)`);
    const before = await stored();
    const figures = await cannon(server.url, mix, connections, mixSeconds);
    // Posts still in flight when the run stops are answered after it: let them land before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const after = await stored();
    mixed.push({ connections, share, rounds, figures, acknowledged: figures.statuses['201'] ?? 0, stored: after - before });
  }
  await server.stop();

  // ---- report ----
  const ratioOf = (r: (typeof reads)[number]) => r.app.rps / r.bare.rps;
  const minRatio = Math.min(...reads.map(ratioOf));
  const p99At200 = mixed.find((m) => m.connections === 200)?.figures.p99 ?? Number.NaN;
  const main200 = mixed.find((m) => m.connections === 200);
  const homeJs = pages[0]?.js ?? Number.NaN;
  const compressed =
    [...recorded.values()].every((r) => r.encoding === 'br' || r.encoding === 'gzip') &&
    /br|gzip/.test(asset?.headers['content-encoding'] ?? '') &&
    /br|gzip/.test(home.headers['content-encoding'] ?? '');
  const immutable = asset?.headers['cache-control'] === 'public, max-age=31536000, immutable';
  const noCache = home.headers['cache-control'] === 'no-cache' && fallback.headers['cache-control'] === 'no-cache';
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

  const cpu = cpus()[0]?.model ?? 'unknown';
  const load1 = loadavg();
  const out: string[] = [];
  const command = webDistDir
    ? `\`tsx tests/load/bench.ts\` with \`WEB_DIST_DIR=${webDistDir}\` (what \`pnpm bench\` runs after its build, here against a web build of the same tree made apart, so as not to disturb other work)`
    : '`pnpm bench` (build, then `tsx tests/load/bench.ts`)';
  out.push(`Run of ${started.toISOString()} on commit ${gitHead()} — command: ${command}.`);
  out.push('');
  out.push(
    `Machine: ${availableParallelism()} cores (nproc), ${cpu}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${osName()}. ` +
      `Load average at start ${load0.map((l) => l.toFixed(2)).join(' / ')}, at end ${load1.map((l) => l.toFixed(2)).join(' / ')}. ` +
      `A committed SQLite write (WAL, synchronous=FULL) on this disk took ${commits.p50.toFixed(1)} ms at p50, ${commits.p99.toFixed(1)} ms at p99, ${commits.max.toFixed(1)} ms at most (200 inserts before the run). ` +
      'The load generator (autocannon), the server under test and the bare server share these cores; other work may have been running on the machine, so compare the ratios (taken in the same minute) more than the absolute figures.',
  );
  out.push('');
  out.push('### Targets');
  out.push('');
  out.push(
    table(
      ['target', 'measured', 'verdict', 'margin'],
      [
        ['public reads ≥ 0.8 × bare Fastify throughput (each of the six)', `lowest ratio ${minRatio.toFixed(2)}`, verdict(minRatio >= 0.8), signed(minRatio - 0.8, 2)],
        [
          `p99 < 50 ms at 200 connections (results-day mix, ${((main200?.share ?? 0) * 100).toFixed(1)} % posts)`,
          ms(p99At200),
          verdict(p99At200 < 50),
          `${signed(50 - p99At200, 0)} ms`,
        ],
        ['home page ≤ 150 kB of JavaScript compressed', kB(homeJs), verdict(homeJs <= 150_000), `${signed((150_000 - homeJs) / 1000, 1)} kB`],
        [
          'responses compressed (br or gzip): /api, /trpc, pages, assets',
          `${[...new Set([...recorded.values()].map((r) => r.encoding))].join(', ')}; page ${home.headers['content-encoding'] ?? 'none'}; asset ${asset?.headers['content-encoding'] ?? 'none'}`,
          verdict(compressed),
          '',
        ],
        ['hashed assets immutable for a year', asset?.headers['cache-control'] ?? 'none', verdict(immutable), ''],
        ['index.html and the SPA fallback no-cache', `${home.headers['cache-control']} / ${fallback.headers['cache-control']}`, verdict(noCache), ''],
      ],
    ),
  );
  out.push('');
  out.push(`### Public reads, ${readConnections} connections, ${seconds} s each, \`accept-encoding: br, gzip\``);
  out.push('');
  out.push(
    'The bare server is Fastify with one route per path answering the bytes recorded from the real server (same compressed body, same headers, security headers included), with no hooks, plugins or database. ' +
      `The app and the bare server take turns in ${slices} slices of ${(seconds / slices).toFixed(1)} s; req/s is the mean over the slices, p50 and p99 the medians of the slices.`,
  );
  out.push('');
  out.push(
    table(
      ['read', 'bytes (wire / JSON)', 'app req/s', 'app p50', 'app p99', 'bare req/s', 'bare p50', 'bare p99', 'ratio', 'errors'],
      reads.map((r) => {
        const rec = recorded.get(r.path);
        return [
          `GET ${r.path}`,
          rec ? `${num(rec.bytes)} ${rec.encoding} / ${num(rec.identity)}` : '',
          num(r.app.rps),
          ms(r.app.p50),
          ms(r.app.p99),
          num(r.bare.rps),
          ms(r.bare.p50),
          ms(r.bare.p99),
          ratioOf(r).toFixed(2),
          String(r.app.errors + r.app.timeouts + r.app.non2xx),
        ];
      }),
    ),
  );
  out.push('');
  out.push(`### Results-day mix, ${mixSeconds} s each`);
  out.push('');
  out.push(
    `Each connection is a visitor reloading ${PAGES.map((p) => `\`${p}\``).join(', ')} in turn: the page's HTML and the reads the page made in Chromium ` +
      `(${visit.map((r) => `\`${r.path}\``).join(', ')}), ${main200?.rounds ?? '?'} round(s), then a contact message and a volunteer application, each one distinct. ` +
      'Every post is a committed SQLite write (WAL, synchronous=FULL) made on the event loop. "Stored" counts the posts found afterwards through the admin API: it can exceed the 201s counted, because posts in flight when a run stops are answered (and stored) after autocannon stops counting; it is never lower.',
  );
  out.push('');
  out.push(
    table(
      ['connections', 'form posts', 'req/s', 'p50', 'p99', 'requests', 'errors', 'timeouts', 'non-2xx', 'posts acknowledged (201)', 'posts stored'],
      mixed.map((m) => [
        String(m.connections),
        `${(m.share * 100).toFixed(1)} %`,
        num(m.figures.rps),
        ms(m.figures.p50),
        ms(m.figures.p99),
        num(m.figures.requests),
        String(m.figures.errors),
        String(m.figures.timeouts),
        `${m.figures.non2xx}${Object.keys(m.figures.statuses).filter((s) => Number(s) >= 300).length ? ` (${JSON.stringify(Object.fromEntries(Object.entries(m.figures.statuses).filter(([s]) => Number(s) >= 300)))})` : ''}`,
        num(m.acknowledged),
        num(m.stored),
      ]),
    ),
  );
  out.push('');
  out.push('### Pages in Chromium (first visit, empty cache, 1280×800, loopback)');
  out.push('');
  out.push('Bytes on the wire: compressed bodies as transferred (Chromium `encodedDataLength`); total includes headers and every request. TTFB and LCP: medians of 3 cold loads.');
  out.push('');
  out.push(
    table(
      ['page', 'JS', 'CSS', 'total', 'requests', 'TTFB', 'LCP'],
      [
        ...pages.map((p) => [`\`${p.path}\``, kB(p.js), kB(p.css), kB(p.total), String(p.requests), ms(p.ttfb), ms(p.lcp)]),
        [
          '`/admin/login` after `/`',
          `+${kB(adminFigures.loginAddsJs)}`,
          `+${kB(adminFigures.loginAddsCss)}`,
          kB(adminFigures.login.total),
          String(adminFigures.login.requests),
          ms(adminFigures.login.ttfb),
          ms(adminFigures.login.lcp),
        ],
        [
          '`/admin/dashboard` after login',
          `+${kB(adminFigures.dashboardAddsJs)}`,
          `+${kB(adminFigures.dashboardAddsCss)}`,
          kB(adminFigures.dashboard.total),
          String(adminFigures.dashboard.requests),
          ms(adminFigures.dashboard.ttfb),
          ms(adminFigures.dashboard.lcp),
        ],
      ],
    ),
  );
  out.push('');
  out.push('The admin rows: "+" is the JavaScript and CSS fetched beyond what the public home page had already loaded (same browser cache); total and requests are for that navigation.');
  return out.join('\n');
}

/**
 * What one committed write costs on this disk (WAL, synchronous=FULL, as the server runs it): every
 * form post waits for it on the server's event loop, so its tail shows in the mixed runs' p99.
 */
function commitLatency(path: string): { p50: number; p99: number; max: number } {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('create table probe (id integer primary key, body text)');
    const insert = db.prepare('insert into probe (body) values (?)');
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      insert.run('x'.repeat(400));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { p50: times[100] ?? Number.NaN, p99: times[198] ?? Number.NaN, max: times[199] ?? Number.NaN };
  } finally {
    db.close();
  }
}

/** A difference with its sign: positive is room left, negative is by how much the target is missed. */
const signed = (value: number, digits: number): string => (Number.isNaN(value) ? 'n/a' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`);

function gitHead(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function osName(): string {
  try {
    return execSync('uname -sr', { encoding: 'utf8' }).trim();
  } catch {
    return process.platform;
  }
}

const INTRO = `# Benchmarks

Figures from \`pnpm bench\` (tests/load/bench.ts). Re-run it to refresh the generated part below.`;

try {
  const report = await main();
  process.stdout.write(`\n${report}\n`);
  if (!benchEnv.noWrite) {
    writeReport(resolve(repoRoot, 'BENCHMARKS.md'), report, INTRO);
    log('BENCHMARKS.md updated');
  }
} catch (error) {
  for (const child of children) if (child.process.exitCode === null) process.stderr.write(child.output());
  throw error;
} finally {
  for (const child of children) await child.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
