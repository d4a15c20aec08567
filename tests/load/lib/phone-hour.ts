import { createRequire } from 'node:module';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { LIVE_RESULTS_EVENT, readLiveResultsChange } from '../../../packages/contract/src/live-change';
import { applyResultsChange } from '../../../apps/web/src/lib/live-results-apply';
import { ACCEPT } from './cannon';
import { raw } from './http';
import { repoRoot } from './processes';

type QueryClient = Parameters<typeof applyResultsChange>[0];
type Query = ReturnType<QueryClient['getQueryCache']>['getAll'] extends () => (infer Q)[] ? Q : never;
// The web app's own query cache, resolved from the web package (the bench's folder does not depend on it).
const { QueryClient: QueryClientClass } = createRequire(resolve(repoRoot, 'apps/web/package.json'))(
  '@tanstack/react-query',
) as { QueryClient: new () => QueryClient };

/** A held read: its tRPC query key as the page has it, and the public REST path that answers the same data. */
interface Read {
  key: unknown[];
  path: string;
}

/** What a phone with the page open received after its first load. */
export interface PhoneBytes {
  page: string;
  /** 'change': today's stream, applied in place; 'notice': every message refetches the page's reads (before). */
  mode: 'change' | 'notice';
  stream: number;
  refetched: number;
  refetches: number;
  messages: number;
}

/** /resultats holds the board; a race page its race and start list. */
export const boardReads = (): Read[] => [
  { key: [['results', 'races'], { input: {}, type: 'query' }], path: '/api/results/races' },
];
export const raceReads = (eventId: string): Read[] => [
  { key: [['results', 'race'], { input: { eventId }, type: 'query' }], path: `/api/results/races/${eventId}` },
  { key: [['startLists', 'event'], { input: { eventId }, type: 'query' }], path: `/api/events/${eventId}/start-list` },
];

/**
 * One phone with a page open on the live stream, as use-live-updates drives it: a results change goes
 * through the web app's applyResultsChange on a real query cache, and what it cannot apply is refetched
 * (compressed, as a browser asks); a notice refetches every read. Bytes: the stream's, as read after its
 * first message, and the refetches' headers and bodies.
 */
export async function openPhone(baseUrl: string, page: string, reads: Read[], mode: PhoneBytes['mode']) {
  const client = new QueryClientClass();
  const byHash = new Map<string, Read>();
  const figures: PhoneBytes = { page, mode, stream: 0, refetched: 0, refetches: 0, messages: 0 };
  const fetchRead = async (read: Read, counted: boolean) => {
    const answer = await raw(baseUrl + read.path, { headers: ACCEPT });
    if (counted) {
      figures.refetched += answer.headBytes + answer.body.length;
      figures.refetches += 1;
    }
    const body = answer.headers['content-encoding'] ? undefined : answer.body.toString();
    // The cache holds the data uncompressed: read it again plainly for that (not counted).
    const data = JSON.parse(body ?? (await raw(baseUrl + read.path)).body.toString()) as unknown;
    client.setQueryData(read.key, answer.status === 200 ? data : null);
  };
  for (const read of reads) {
    await fetchRead(read, false);
    const query = client.getQueryCache().find({ queryKey: read.key, exact: true });
    if (query) byHash.set(query.queryHash, read);
  }
  let pending = Promise.resolve();
  /** The opening notice's size: what each message would have weighed before (a notice, not the change). */
  let noticeBytes = 0;
  const onMessage = (event: string, data: string) => {
    figures.messages += 1;
    const change = mode === 'change' && event === LIVE_RESULTS_EVENT ? readLiveResultsChange(JSON.parse(data)) : null;
    const refetch: (query: Query) => boolean = change ? applyResultsChange(client, change) : () => true;
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => refetch(q))
      .flatMap((q) => byHash.get(q.queryHash) ?? []);
    pending = pending.then(() => Promise.all(stale.map((read) => fetchRead(read, true)))).then(() => undefined);
  };
  const request = await new Promise<ReturnType<typeof get>>((ready, fail) => {
    const req = get(`${baseUrl}/api/live`, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      let buffer = '';
      let first = true;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!first) figures.stream += Buffer.byteLength(chunk);
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (data === undefined) continue;
          if (first) {
            first = false;
            noticeBytes = Buffer.byteLength(chunk);
            ready(req);
            continue;
          }
          onMessage(lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message', data);
        }
      });
    });
    req.on('error', fail);
  });
  return {
    figures,
    /** The notice phone stands for today's page before: the stream carried a notice per write. */
    streamBefore: () => figures.messages * noticeBytes,
    /** Resolves once every message so far has been applied or refetched. */
    settled: () => pending,
    close: () => request.destroy(),
  };
}
