// The phones of tests/load/live-race-bench.ts: N open /api/live/direct streams held by worker threads, so
// that reading them never delays the simulator's clock in the main thread (the bench's latency is the
// simulator's send → the frame read here). Plain JavaScript evaluated in the worker: no loader needed.
import { Worker } from 'node:worker_threads';

export interface ReadersResult {
  opened: number;
  bytes: number;
  latencies: number[];
}

const source = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, count } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const clocks = new Map();
const receipts = new Map();
const requests = [];
let opened = 0;
let bytes = 0;
let measuring = false;
function clockOf(data) {
  let clock = clocks.get(data);
  if (clock === undefined) {
    try { clock = JSON.parse(data).races[0]?.clock ?? null; } catch { clock = null; }
    if (clocks.size > 200) clocks.clear();
    clocks.set(data, clock);
  }
  return clock;
}
function open() {
  const req = http.get(url, { agent }, (res) => {
    opened++;
    let pending = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      const now = Date.now();
      if (!measuring) return;
      bytes += Buffer.byteLength(chunk);
      pending += chunk;
      let end = pending.indexOf('\\n\\n');
      while (end >= 0) {
        const frame = pending.slice(0, end);
        pending = pending.slice(end + 2);
        end = pending.indexOf('\\n\\n');
        if (!frame.startsWith('event: race\\n')) continue;
        const clock = clockOf(frame.slice(frame.indexOf('data: ') + 6));
        if (clock === null) continue;
        const key = clock.toFixed(1);
        let list = receipts.get(key);
        if (!list) receipts.set(key, (list = []));
        list.push(now);
      }
    });
  });
  req.on('error', () => {});
  requests.push(req);
}
(async () => {
  for (let i = 0; i < count; i++) {
    open();
    if (i % 250 === 249) await new Promise((r) => setTimeout(r, 25));
  }
  while (opened < count) await new Promise((r) => setTimeout(r, 50));
  parentPort.postMessage({ type: 'open', opened });
})();
parentPort.on('message', (message) => {
  if (message.type === 'measure') { measuring = true; return; }
  const sentAt = new Map(message.sentAt);
  const latencies = [];
  for (const [key, list] of receipts) {
    const at = sentAt.get(key);
    if (at !== undefined) for (const t of list) latencies.push(t - at);
  }
  for (const req of requests) req.destroy();
  agent.destroy();
  parentPort.postMessage({ type: 'done', opened, bytes, latencies });
});
`;

/** Opens `count` streams over `threads` workers; `measure()` starts counting, `stop()` closes and reports. */
export async function openReaders(url: string, count: number, threads: number) {
  const workers = Array.from(
    { length: threads },
    (_, i) =>
      new Worker(source, {
        eval: true,
        workerData: { url, count: Math.floor(count / threads) + (i < count % threads ? 1 : 0) },
      }),
  );
  let opened = 0;
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('error', reject);
          worker.once('message', (m: { opened: number }) => {
            opened += m.opened;
            resolve();
          });
        }),
    ),
  );
  return {
    opened,
    measure: () => {
      for (const worker of workers) worker.postMessage({ type: 'measure' });
    },
    /** `sentAt`: the simulator's send time of each race clock (`12.5` → ms). */
    stop: async (sentAt: Map<string, number>): Promise<ReadersResult> => {
      const results = await Promise.all(
        workers.map(
          (worker) =>
            new Promise<ReadersResult>((resolve) => {
              worker.once('message', (m: ReadersResult) => resolve(m));
              worker.postMessage({ type: 'stop', sentAt: [...sentAt] });
            }),
        ),
      );
      await Promise.all(workers.map((w) => w.terminate()));
      return {
        opened: results.reduce((n, r) => n + r.opened, 0),
        bytes: results.reduce((n, r) => n + r.bytes, 0),
        latencies: results.flatMap((r) => r.latencies),
      };
    },
  };
}
