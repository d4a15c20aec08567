import autocannon from 'autocannon';

/** What autocannon returns without a callback: its event emitter, which is also the promise of its result. */
export type AutocannonRun = autocannon.Instance & PromiseLike<autocannon.Result>;

export const ACCEPT = { 'accept-encoding': 'br, gzip' };

export interface CannonRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Called for each send, so that every form post is a distinct submission. */
  body?: () => string;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Status codes other than 2xx, with their counts. */
  statuses: Record<string, number>;
  /** p99 of the answers with status 201 (the form posts), ms; NaN when there was none. */
  postP99: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  [code: `${number}xx`]: number;
}

/** Every response time of a run (ms), and those of the form posts (status 201), for merging concurrent runs. */
export interface Times {
  all: number[];
  posts: number[];
}

/** One autocannon run; `requests` are sent in order by every connection, round and round. */
export async function cannon(
  url: string,
  requests: CannonRequest[],
  connections: number,
  seconds: number,
  times?: Times,
): Promise<Figures> {
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    headers: ACCEPT,
    requests: requests.map((r) => ({
      method: r.method ?? 'GET',
      path: r.path,
      headers: { ...ACCEPT, ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
      ...(r.body ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: r.body?.() }) } : {}),
    })),
  }) as unknown as AutocannonRun;
  const postTimes: number[] = [];
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 201 || statusCode >= 300) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode === 201) postTimes.push(responseTime);
    times?.all.push(responseTime);
  });
  const result = (await instance) as unknown as AutocannonResult;
  times?.posts.push(...postTimes);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    postP99: percentile(postTimes, 0.99),
  };
}

const percentile = (values: number[], q: number): number =>
  values.length ? ([...values].sort((a, b) => a - b)[Math.floor(values.length * q)] ?? Number.NaN) : Number.NaN;

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const summed = (runs: Figures[]) => {
  const statuses: Record<string, number> = {};
  for (const run of runs)
    for (const [code, count] of Object.entries(run.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  const sum = (pick: (f: Figures) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return { statuses, sum };
};

/** Runs made at the same time, as one: summed throughput and counts, latencies over every response of them all. */
export function concurrent(runs: Figures[], times: Times): Figures {
  const { statuses, sum } = summed(runs);
  return {
    rps: sum((f) => f.rps),
    p50: percentile(times.all, 0.5),
    p99: percentile(times.all, 0.99),
    requests: sum((f) => f.requests),
    errors: sum((f) => f.errors),
    timeouts: sum((f) => f.timeouts),
    non2xx: sum((f) => f.non2xx),
    statuses,
    postP99: percentile(times.posts, 0.99),
  };
}

/** Runs of equal length taken in turns: mean throughput, median latencies, summed counts. */
export function combine(runs: Figures[]): Figures {
  const { statuses, sum } = summed(runs);
  return {
    rps: sum((f) => f.rps) / runs.length,
    p50: median(runs.map((f) => f.p50)),
    p99: median(runs.map((f) => f.p99)),
    requests: sum((f) => f.requests),
    errors: sum((f) => f.errors),
    timeouts: sum((f) => f.timeouts),
    non2xx: sum((f) => f.non2xx),
    statuses,
    postP99: median(runs.map((f) => f.postP99)),
  };
}
