import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { type CannonRequest, cannon, type Figures } from './cannon';
import { boardReads, openPhone, type PhoneBytes, raceReads } from './phone-hour';
import { repoRoot, tsxLoader } from './processes';
import { publishRace, racesToPublish } from './publish-races';
import { ms } from './report';
import { atMost, reported, type Target } from './targets';

/** Issue 30 items 4 and 6: the change itself in the push, at 10,000 open pages, and a phone's hour of results. */
export interface ChangeFigures {
  streams: number;
  clients: number;
  writes: number;
  rowsPerRace: number;
  p50: number;
  p95: number;
  max: number;
  /** Stream × write pairs without the change applied (a notice instead, or nothing within 10 s). */
  missed: number;
  /** Bytes read per stream per published race, SSE framing included. */
  bytesPerResult: number;
  reads: Figures;
  readConnections: number;
  load: string;
  phones: PhoneBytes[];
  phonePublishes: number;
}

const WAIT_MS = 10_000;
const GAP_MS = 800;
/** An hour of heartbeats (a comment line of 3 bytes every 25 s), added to the compressed hour's stream bytes. */
const HOUR_HEARTBEATS = Math.floor(3_600 / 25) * 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Worker {
  child: ChildProcess;
  next: <T>(type: string) => Promise<T>;
}

function startWorker(url: string, count: number, offset: number): Worker {
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader, 'tests/load/push-change-client.ts', url, String(count), String(offset)],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const inbox: { type: string }[] = [];
  const waiting: (() => void)[] = [];
  child.on('message', (m: { type: string }) => {
    inbox.push(m);
    for (const wake of waiting.splice(0)) wake();
  });
  const next = async <T>(type: string): Promise<T> => {
    for (;;) {
      const at = inbox.findIndex((m) => m.type === type);
      if (at !== -1) return inbox.splice(at, 1)[0] as T;
      await new Promise<void>((wake) => waiting.push(wake));
    }
  };
  return { child, next };
}

/** A phone on /resultats and one on a race page being published, each with today's change and with the notice alone (before). */
async function phoneHour(baseUrl: string, token: string, races: string[], rows: number): Promise<PhoneBytes[]> {
  const [followed = ''] = races;
  const phones = await Promise.all(
    (['change', 'notice'] as const).flatMap((mode) => [
      openPhone(baseUrl, '/resultats', boardReads(), mode),
      openPhone(baseUrl, '/resultats/<race>', raceReads(followed), mode),
    ]),
  );
  for (const id of races) {
    const before = phones.map((p) => p.figures.messages);
    await publishRace(baseUrl, token, id, rows);
    const deadline = Date.now() + WAIT_MS;
    while (phones.some((p, i) => p.figures.messages <= (before[i] ?? 0)) && Date.now() < deadline) await sleep(20);
    await Promise.all(phones.map((p) => p.settled()));
    await sleep(250);
  }
  for (const p of phones) p.close();
  return phones.map((p) => ({
    ...p.figures,
    stream: (p.figures.mode === 'notice' ? p.streamBefore() : p.figures.stream) + HOUR_HEARTBEATS,
  }));
}

export async function measureChange(
  baseUrl: string,
  token: string,
  visit: CannonRequest[],
  options: { streams: number; writes: number; readConnections: number; phonePublishes: number },
  log: (line: string) => void,
): Promise<ChangeFigures> {
  const { streams, writes, readConnections, phonePublishes } = options;
  const { ids, rows } = await racesToPublish(baseUrl, token, writes + phonePublishes);
  log(`change: a phone's hour, ${phonePublishes} races of ${rows} rows published (load ${load()})`);
  const phones = await phoneHour(baseUrl, token, ids.slice(0, phonePublishes), rows);

  // Several client processes: one Node process reading 10,000 streams would measure itself, not the server.
  const clients = Math.max(1, Math.ceil(streams / 2_500));
  const workers = Array.from({ length: clients }, (_, k) =>
    startWorker(`${baseUrl}/api/live`, Math.ceil(streams / clients), k * Math.ceil(streams / clients)),
  );
  try {
    await Promise.all(workers.map((w) => w.next('ready')));
    for (const w of workers) w.child.send({ type: 'open' });
    const opened = await Promise.all(workers.map((w) => w.next<{ refused: number }>('opened')));
    const refused = opened.reduce((n, o) => n + o.refused, 0);
    if (refused) throw new Error(`${refused} of ${streams} live streams refused`);
    log(`change: ${streams} streams open in ${clients} client processes (load ${load()})`);
    await sleep(2_000);
    const readSeconds = Math.ceil(2 + (writes * (GAP_MS + 600)) / 1000);
    const reading = cannon(baseUrl, visit, readConnections, readSeconds);
    await sleep(2_000);
    // From the request sent, not from the answer read: this process also drives the visit's connections,
    // so it reads the answer late (a first run had changes applied 0.7 s "before" the acknowledgement).
    // Sent-to-applied includes the write itself: an upper bound of acknowledged-to-applied.
    const acks: number[] = [];
    for (const id of ids.slice(phonePublishes, phonePublishes + writes)) {
      acks.push(performance.timeOrigin + performance.now());
      await publishRace(baseUrl, token, id, rows);
      await sleep(GAP_MS);
    }
    const reads = await reading;
    const loadAfter = load();
    for (const w of workers) w.child.send({ type: 'report' });
    const reports = await Promise.all(
      workers.map((w) => w.next<{ streams: { applied: number[]; notices: number; bytes: number }[] }>('report')),
    );
    const all = reports.flatMap((r) => r.streams);
    const latencies: number[] = [];
    let missed = 0;
    for (const s of all)
      acks.forEach((ack, w) => {
        const at = s.applied[w];
        if (at === undefined) missed += 1;
        latencies.push(at === undefined ? Number.POSITIVE_INFINITY : at - ack);
      });
    const sorted = latencies.sort((a, b) => a - b);
    return {
      streams,
      clients,
      writes,
      rowsPerRace: rows,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      max: sorted.at(-1) ?? Number.NaN,
      missed,
      bytesPerResult: all.reduce((n, s) => n + s.bytes, 0) / all.length / writes,
      reads,
      readConnections,
      load: loadAfter,
      phones,
      phonePublishes,
    };
  } finally {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function changeTargets(c: ChangeFigures): Target[] {
  const r = c.reads;
  const phone = (page: string, mode: string) => c.phones.find((p) => p.page === page && p.mode === mode);
  const hour = (p: PhoneBytes | undefined) => (p ? p.stream + p.refetched : Number.NaN);
  const worst = Math.max(hour(phone('/resultats', 'change')), hour(phone('/resultats/<race>', 'change')));
  const detail = (p: PhoneBytes | undefined) =>
    p ? `${kb(p.stream)} on the stream + ${kb(p.refetched)} in ${p.refetches} refetches` : 'n/a';
  return [
    atMost(
      `change applied p95 ≤ 1 s, ${c.streams.toLocaleString('en-US')} open streams, reads running`,
      c.p95,
      1000,
      {
        digits: 0,
        unit: 'ms',
        shown: `p50 ${ms(c.p50)}, p95 ${ms(c.p95)}, max ${c.max === Number.POSITIVE_INFINITY ? 'none' : ms(c.max)}`,
      },
      `${c.writes} races of ${c.rowsPerRace} rows published one by one (PUT ranking, provisional), from each write sent (its own time included: an upper bound of from the acknowledgement) to the change parsed and read on every stream, ` +
        `in ${c.clients} client processes; ${c.missed} missed (a notice instead, or nothing in 10 s); meanwhile ${c.readConnections} connections replaying the results-day visit: ` +
        `${Math.round(r.rps).toLocaleString('en-US')} req/s, p99 ${ms(r.p99)}, ${r.errors + r.timeouts + r.non2xx} errors; load average after: ${c.load}`,
    ),
    atMost(
      'bytes per phone per published result ≤ 2 kB',
      c.bytesPerResult,
      2048,
      { digits: 0, unit: 'B' },
      'read on the stream per published race, SSE framing included (no TCP/TLS)',
    ),
    atMost(
      `a phone's hour of results (${c.phonePublishes} published) < 1 MB after the first load`,
      worst,
      1_000_000,
      { digits: 0, unit: 'B', strict: true, shown: kb(worst) },
      `/resultats: ${detail(phone('/resultats', 'change'))}; a race page: ${detail(phone('/resultats/<race>', 'change'))}; an hour of heartbeats included`,
    ),
    reported(
      'the same hour with the notice alone (before)',
      hour(phone('/resultats', 'notice')),
      `/resultats ${kb(hour(phone('/resultats', 'notice')))}, race page ${kb(hour(phone('/resultats/<race>', 'notice')))}`,
      `a notice per write (its size as read on opening), each refetching the page's reads (compressed, as a browser asks): /resultats ${detail(phone('/resultats', 'notice'))}; race page ${detail(phone('/resultats/<race>', 'notice'))}`,
    ),
  ];
}
