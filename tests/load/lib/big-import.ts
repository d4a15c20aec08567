import { Agent, request } from 'node:http';
import { RESULTS_FILE_MAX_BYTES } from '../../../packages/contract/src/result';
import { multipartFile } from '../../../apps/server/src/testing/multipart';
import { itemsOf, raw } from './http';
import { ms } from './report';
import { atMost, type Target } from './targets';

export interface BigImportFigures {
  rows: number;
  bytes: number;
  /** Each import posted: its `dryRun`, status, the server's message and how long the answer took (ms). */
  imports: { dryRun: boolean; status: number; message: string; ms: number; answerBytes: number }[];
  /** /api/health from other connections while nothing else runs, then while the imports are posted. */
  idle: HealthFigures;
  during: HealthFigures;
}

export interface HealthFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}

/** The visitors asking /api/health meanwhile: each one keeps one request in flight. */
const PROBES = 4;
const IDLE_MS = 3_000;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/**
 * A results spreadsheet as a race computer's export would be, `rows` rows long, under the size limit so
 * that it is the row limit, not the multipart size cap, that refuses it.
 */
export function bigResultsCsv(rows: number): Buffer {
  // Place, name and time only (a Concept2 export's shortest form): 330,000 rows fit in the 8 MB.
  const lines = ['Place;Nom;Temps'];
  for (let i = 1; i <= rows; i += 1)
    lines.push(`${i};N${i};${6 + (i % 3)}:${String(10 + (i % 50)).padStart(2, '0')}.${i % 10}`);
  const file = Buffer.from(`${lines.join('\n')}\n`);
  if (file.length > RESULTS_FILE_MAX_BYTES)
    throw new Error(
      `the bench's file (${file.length} bytes) is over the size limit: it would test the multipart cap instead`,
    );
  return file;
}

/** /api/health asked again and again by `PROBES` connections until `until` settles: each answer's time. */
async function probeHealth(baseUrl: string, until: Promise<unknown>): Promise<HealthFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: PROBES });
  const times: number[] = [];
  let failed = 0;
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(`${baseUrl}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) times.push(performance.now() - started);
          else failed += 1;
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: PROBES }, async () => {
      while (!done) await once();
    }),
  );
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    failed,
  };
}

/** POST a prepared multipart body to the results import route (as a script at the venue would). */
function postImport(
  url: string,
  token: string,
  body: { payload: Buffer; headers: Record<string, string> },
): Promise<{ status: number; body: Buffer; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...body.headers, 'content-length': String(body.payload.length), authorization: `Bearer ${token}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body.payload);
  });
}

/**
 * Issue 27 item 4: a results file of `rows` rows posted to a race, `rounds` times (preview and real
 * import in turns), while other connections ask /api/health; the same probe on the idle server first.
 */
export async function measureBigImport(
  baseUrl: string,
  token: string,
  log: (line: string) => void,
  options = { rows: 330_000, rounds: 20 },
): Promise<BigImportFigures> {
  const file = bigResultsCsv(options.rows);
  // Built once: 20 bodies of 7 MB made in this process would make its own collector pause the probe.
  const body = multipartFile('resultats.csv', file, 'text/csv');
  const events = itemsOf<{ id: string }>(JSON.parse((await raw(`${baseUrl}/api/events`)).body.toString())).items;
  const eventId = events[0]?.id;
  if (!eventId) throw new Error('no event to import results into');
  log(`big import: /api/health alone for ${IDLE_MS / 1000} s`);
  const idle = await probeHealth(baseUrl, new Promise((r) => setTimeout(r, IDLE_MS)));
  log(
    `big import: ${options.rows.toLocaleString('en-US')} rows (${(file.length / 1e6).toFixed(1)} MB) posted ${options.rounds} times while /api/health is asked`,
  );
  const imports: BigImportFigures['imports'] = [];
  const posting = (async () => {
    for (let round = 0; round < options.rounds; round += 1) {
      const dryRun = round % 2 === 0;
      const answer = await postImport(
        `${baseUrl}/api/admin/events/${encodeURIComponent(eventId)}/results/import?dryRun=${dryRun}`,
        token,
        body,
      );
      let message = '';
      try {
        message = String((JSON.parse(answer.body.toString()) as { message?: unknown }).message ?? '');
      } catch {}
      imports.push({ dryRun, status: answer.status, message, ms: answer.ms, answerBytes: answer.body.length });
    }
  })();
  const during = await probeHealth(baseUrl, posting);
  await posting;
  return { rows: options.rows, bytes: file.length, imports, idle, during };
}

export function bigImportTargets(f: BigImportFigures): Target[] {
  const refused = f.imports.filter((i) => i.status === 400 || i.status === 413);
  const slowest = Math.max(...f.imports.map((i) => i.ms));
  const largest = Math.max(...f.imports.map((i) => i.answerBytes));
  const statuses = [...new Set(f.imports.map((i) => i.status))].join(', ');
  const allRefused = refused.length === f.imports.length;
  return [
    {
      ...atMost(
        `\`/api/health\` p99 < 100 ms while a ${f.rows.toLocaleString('en-US')}-row results file is refused`,
        f.during.p99,
        100,
        { digits: 0, unit: 'ms', strict: true, shown: `p99 ${ms(f.during.p99)}, max ${ms(f.during.max)}` },
        `${(f.bytes / 1e6).toFixed(1)} MB CSV posted ${f.imports.length} times to the import route (preview and import in turns), answered ${statuses} in ${ms(slowest)} at most, largest answer ${largest} B` +
          `${f.imports[0] ? ` («${f.imports[0].message.slice(0, 90)}»)` : ''}; meanwhile ${f.during.count} health reads from ${PROBES} other connections (${f.during.failed} failed); ` +
          `idle server before: p99 ${ms(f.idle.p99)}, max ${ms(f.idle.max)} over ${f.idle.count} reads`,
      ),
      // A file that was not refused (200) misses the target whatever the latency.
      ...(allRefused ? {} : { met: false }),
    },
  ];
}
