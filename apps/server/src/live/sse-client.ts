import { type Agent, get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when the event was read. */
  at: number;
}

export interface SseClient {
  status: number;
  headers: IncomingHttpHeaders;
  events: SseEvent[];
  /** Resolves with the first event (already read or coming) that `match` accepts. */
  next: (match?: (event: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** A small EventSource for tests and load scripts (Node 20 has none): reads the stream as the browser does. */
/** `localAddress`: the loopback address the stream comes from (any 127.x.y.z on Linux), to be many visitors from one machine. */
export function openSse(
  url: string,
  options: { lastEventId?: string; agent?: Agent; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    const request = get(
      url,
      {
        headers,
        agent: options.agent ?? false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res: IncomingMessage) => {
        const events: SseEvent[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (!fields.has('data')) continue;
            events.push({
              id: fields.get('id'),
              event: fields.get('event') ?? 'message',
              data: fields.get('data') ?? '',
              at: performance.now(),
            });
            for (const waiter of waiters) waiter();
          }
        });
        const ended = new Promise<void>((done) => res.on('close', done));
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          ended,
          close: () => request.destroy(),
          next: (match = () => true, timeoutMs = 5_000) =>
            new Promise((found, fail) => {
              let seen = 0;
              const check = () => {
                for (; seen < events.length; seen++) {
                  const event = events[seen];
                  if (event && match(event)) {
                    waiters.delete(check);
                    clearTimeout(timer);
                    found(event);
                    return;
                  }
                }
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${timeoutMs} ms`));
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
        });
      },
    );
    request.on('error', reject);
  });
}
