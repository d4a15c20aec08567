import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveUpdatesForTests as live } from './use-live-updates';

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, handler: (event: { data: string }) => void) {
    this.handlers.set(name, handler);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  notice(version: number, changedMsAgo: number) {
    this.open();
    this.handlers.get('change')?.({ data: JSON.stringify({ version, changedMsAgo }) });
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

/** What `[trpc.results.pathKey()]` gives. */
const resultsKeys = [[['results']]];

function clientWith(updatedAt: Record<string, number>): { client: QueryClient; fetched: string[] } {
  const client = new QueryClient();
  const fetched: string[] = [];
  for (const [name, at] of Object.entries(updatedAt)) {
    const queryKey = [['results', name], { type: 'query' }];
    client.setQueryData(queryKey, 'old', { updatedAt: at });
    const queryFn = async () => {
      fetched.push(name);
      return 'new';
    };
    // An observer makes the query active, as a mounted component does.
    new QueryObserver(client, { queryKey, queryFn, staleTime: Number.POSITIVE_INFINITY }).subscribe(() => undefined);
  }
  return { client, fetched };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  live.disconnect();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live updates in the browser', () => {
  it('opens one stream for every component following it, and closes it a while after the last leaves', () => {
    const { client } = clientWith({});
    const leaveA = live.follow({ queryClient: client, keys: resultsKeys });
    const leaveB = live.follow({ queryClient: client, keys: resultsKeys });
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]?.url).toBe('/api/live');
    leaveA();
    leaveB();
    vi.advanceTimersByTime(1_000);
    expect(live.follow({ queryClient: client, keys: resultsKeys })).toBeTypeOf('function');
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('refetches on a change, and on opening only the queries read before the last change', async () => {
    const { client, fetched } = clientWith({ board: 1_000_000 - 60_000, race: 1_000_000 });
    live.follow({ queryClient: client, keys: resultsKeys });
    const stream = FakeEventSource.opened[0];
    // Opened: the data changed 30 s ago; the board was read a minute ago, the race just now.
    stream?.notice(4, 30_000);
    await vi.runAllTimersAsync();
    expect(fetched).toEqual(['board']);
    expect(live.current()).toEqual({ connected: true, changedAt: 1_000_000 - 30_000 });

    vi.advanceTimersByTime(10_000);
    stream?.notice(5, 0);
    await vi.runAllTimersAsync();
    expect(fetched.sort()).toEqual(['board', 'board', 'race']);
  });

  it('falls back to polling while the stream is down and tries again with a growing delay when the browser gives up', () => {
    const { client } = clientWith({});
    live.follow({ queryClient: client, keys: resultsKeys });
    FakeEventSource.opened[0]?.notice(1, 0);
    expect(live.current().connected).toBe(true);
    FakeEventSource.opened[0]?.fail(false);
    expect(live.current().connected).toBe(false);
    // The browser reconnects by itself while CONNECTING, with an up-to-date Last-Event-ID: no notice.
    FakeEventSource.opened[0]?.open();
    expect(live.current().connected).toBe(true);
    FakeEventSource.opened[0]?.fail(false);
    expect(FakeEventSource.opened).toHaveLength(1);
    FakeEventSource.opened[0]?.fail(true);
    vi.advanceTimersByTime(4_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
