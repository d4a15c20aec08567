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
  emit(name: string, data: unknown) {
    this.open();
    this.handlers.get(name)?.({ data: JSON.stringify(data) });
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

/** What `[trpc.results.pathKey()]` gives. */
const resultsKeys = [[['results']]];

function clientWith(
  updatedAt: Record<string, number>,
  held: Record<string, { key?: unknown[]; data: unknown }> = {},
): { client: QueryClient; fetched: string[] } {
  const client = new QueryClient();
  const fetched: string[] = [];
  for (const [name, at] of Object.entries(updatedAt)) {
    const queryKey = held[name]?.key ?? [['results', name], { type: 'query' }];
    client.setQueryData(queryKey, held[name]?.data ?? 'old', { updatedAt: at });
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

  it('applies a results change in place to the board and the race pages, and refetches only the results reads it cannot apply', async () => {
    const row = (id: string, rank: number, athlete: string) => ({
      id,
      eventId: 'r1',
      rank,
      athlete,
      category: 'SF',
      club: 'Club',
      time: `7:0${rank}.0`,
      status: 'finished',
      participantId: null,
    });
    const summary = (id: string, count: number, time = '10:00') => ({
      id,
      name: id,
      nameEn: id,
      date: '2026-11-28',
      time,
      category: 'SF',
      championshipId: 'c1',
      round: 'final',
      count,
      resultsState: 'provisional',
      podium: [],
    });
    const stats = { athletes: 1, clubs: 1, events: 1, results: 1 };
    const racePage = (id: string) => ({
      race: { id, resultsState: 'provisional' },
      ranking: id === 'r1' ? [row('a', 1, 'Anne'), row('c', 2, 'Chloé')] : [],
    });
    const long = 1_000_000 - 60_000;
    const { client, fetched } = clientWith(
      { races: long, r1: long, r2: long, athlete: long, startList: long },
      {
        races: { data: { championships: [], races: [summary('r1', 2), summary('r3', 0, '12:00')], stats } },
        r1: { key: [['results', 'race'], { input: { eventId: 'r1' }, type: 'query' }], data: racePage('r1') },
        r2: { key: [['results', 'race'], { input: { eventId: 'r2' }, type: 'query' }], data: racePage('r2') },
        startList: { key: [['startLists', 'event'], { input: { eventId: 'r1' }, type: 'query' }], data: 'list' },
      },
    );
    live.follow({ queryClient: client, keys: [[['results']], [['startLists']]] });
    const stream = FakeEventSource.opened[0];
    stream?.notice(1, 120_000);
    await vi.runAllTimersAsync();

    const after = { ...stats, results: 3 };
    stream?.emit('results', {
      version: 2,
      changedMsAgo: 0,
      races: [
        {
          summary: { ...summary('r1', 3), resultsState: 'official' },
          rows: [[1, 'b', 2, 'Béa', 'SF', 'Club', '7:01.5', 'finished', null]],
          gone: [],
        },
        { summary: summary('r2', 1, '11:00'), rows: [], gone: [] },
      ],
      removed: [],
      championships: [],
      stats: { '': after, c1: after },
    });
    await vi.runAllTimersAsync();
    const board = client.getQueryData<{ races: { id: string; count: number }[]; stats: unknown }>([
      ['results', 'races'],
      { type: 'query' },
    ]);
    expect(board?.races.map((r) => [r.id, r.count])).toEqual([
      ['r1', 3],
      ['r2', 1],
      ['r3', 0],
    ]);
    expect(board?.stats).toEqual(after);
    const race = client.getQueryData<{ race: { resultsState: string }; ranking: { athlete: string }[] }>([
      ['results', 'race'],
      { input: { eventId: 'r1' }, type: 'query' },
    ]);
    expect(race?.ranking.map((r) => r.athlete)).toEqual(['Anne', 'Béa', 'Chloé']);
    expect(race?.race.resultsState).toBe('official');
    // r2's page held an empty ranking that the patch (one row announced, none sent) does not complete.
    expect(fetched.sort()).toEqual(['athlete', 'r2']);
  });

  it('refetches « Mes suivis » on a results change, and every read when other data changed with the results', async () => {
    const long = 1_000_000 - 60_000;
    const board = { championships: [], races: [], stats: { athletes: 0, clubs: 0, events: 0, results: 0 } };
    const { client, fetched } = clientWith(
      { races: long, follows: long, startList: long },
      {
        races: { data: board },
        follows: { key: [['follows', 'list'], { input: { athletes: ['a'] }, type: 'query' }], data: 'held' },
        startList: { key: [['startLists', 'event'], { input: { eventId: 'r1' }, type: 'query' }], data: 'list' },
      },
    );
    live.follow({ queryClient: client, keys: [[['results']], [['follows']], [['startLists']]] });
    const stream = FakeEventSource.opened[0];
    stream?.notice(1, 120_000);
    await vi.runAllTimersAsync();
    const change = {
      version: 2,
      changedMsAgo: 0,
      races: [],
      removed: [],
      championships: [],
      stats: { '': board.stats },
    };
    stream?.emit('results', change);
    await vi.runAllTimersAsync();
    expect(fetched.sort()).toEqual(['follows']);

    vi.advanceTimersByTime(10_000);
    fetched.length = 0;
    stream?.emit('results', { ...change, version: 3, others: true });
    await vi.runAllTimersAsync();
    expect(fetched.sort()).toEqual(['follows', 'startList']);
  });
});
