import { LIVE_EVENT, LIVE_PATH, LIVE_RESULTS_EVENT, readLiveNotice, readLiveResultsChange } from '@app/contract';
import { hashKey, type Query, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { applyResultsChange } from './live-results-apply';
import { startTransition, useEffect, useState } from 'react';

export interface LiveState {
  /** The change stream is open: a page needs no polling, a change reaches it within a second or two. */
  connected: boolean;
  /** When the public data last changed (this device's clock), 0 before the first notice. */
  changedAt: number;
}

interface Target {
  queryClient: QueryClient;
  keys: readonly QueryKey[];
}

/** A query answered up to this long after a change may have been read before it: refetched too. */
const IN_FLIGHT_MARGIN_MS = 3_000;
/** Kept open this long after the last page using it leaves, so that moving between pages reuses it. */
const LINGER_MS = 5_000;
const MAX_BACKOFF_MS = 60_000;

const OFFLINE: LiveState = { connected: false, changedAt: 0 };
let state: LiveState = OFFLINE;
const listeners = new Set<() => void>();
const targets = new Set<Target>();
let source: EventSource | null = null;
let reconnect: ReturnType<typeof setTimeout> | undefined;
let linger: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

function setState(next: LiveState): void {
  if (next.connected === state.connected && next.changedAt === state.changedAt) return;
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Refetches, on screen only (invalidateQueries' default), the queries read before the change: on a
 * broadcast that is all of them; on the notice that opens the stream, only those older than the last
 * change, so that opening a page does not read its data twice. A results change is applied in place
 * first; only what it could not apply is refetched (`refetch`).
 */
function onNotice(data: string, results = false): void {
  const parsed: unknown = JSON.parse(data);
  const notice = readLiveNotice(parsed);
  const change = results ? readLiveResultsChange(parsed) : null;
  if (!notice) return;
  let refetch: (query: Query) => boolean = () => true;
  const changedAt = Date.now() - notice.changedMsAgo;
  setState({ connected: true, changedAt });
  const staleBefore = changedAt + IN_FLIGHT_MARGIN_MS;
  const byClient = new Map<QueryClient, Map<string, QueryKey>>();
  for (const { queryClient, keys } of targets) {
    const unique = byClient.get(queryClient) ?? new Map<string, QueryKey>();
    for (const key of keys) unique.set(hashKey(key), key);
    byClient.set(queryClient, unique);
  }
  for (const [queryClient, keys] of byClient) {
    if (change) refetch = applyResultsChange(queryClient, change);
    for (const queryKey of keys.values())
      void queryClient.invalidateQueries({
        queryKey,
        predicate: (query) => query.state.dataUpdatedAt < staleBefore && refetch(query),
      });
  }
}

/**
 * One EventSource per tab, whatever the number of components following it (a browser allows six
 * connections per site over HTTP/1.1). The browser reconnects by itself after a drop, sending
 * Last-Event-ID; when it gives up (an error answer, a server full of streams), we retry with a growing
 * delay. Meanwhile `connected` is false and the pages poll every 30 seconds as before.
 */
function connect(): void {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource(LIVE_PATH);
  source = opened;
  // A reconnection with an up-to-date Last-Event-ID gets no notice: being open is enough.
  opened.onopen = () => {
    failures = 0;
    setState({ ...state, connected: true });
  };
  opened.addEventListener(LIVE_EVENT, (event) => onNotice((event as MessageEvent<string>).data));
  opened.addEventListener(LIVE_RESULTS_EVENT, (event) => onNotice((event as MessageEvent<string>).data, true));
  opened.onerror = () => {
    setState({ ...state, connected: false });
    if (opened.readyState !== EventSource.CLOSED) return;
    opened.close();
    source = null;
    failures += 1;
    const delay = Math.min(MAX_BACKOFF_MS, 2_000 * 2 ** failures) * (0.5 + Math.random() / 2);
    reconnect = setTimeout(connect, delay);
  };
}

function disconnect(): void {
  clearTimeout(reconnect);
  source?.close();
  source = null;
  failures = 0;
  setState(OFFLINE);
}

function follow(target: Target): () => void {
  targets.add(target);
  clearTimeout(linger);
  connect();
  return () => {
    targets.delete(target);
    if (targets.size === 0) linger = setTimeout(disconnect, LINGER_MS);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => state;

/**
 * Keeps the given queries (tRPC path keys, e.g. `trpc.results.pathKey()`) current while the component
 * is mounted: they are refetched when the administrator saves or imports. Returns the stream's state:
 * poll only while it is not `connected`, and count 'mis à jour il y a …' from `changedAt` while it is.
 *
 * The state reaches the page as a transition: the notice that opens the stream re-renders the whole page
 * using it (a real-size results page: 30 to 60 ms at full speed, just after it hydrates), and a transition
 * is drawn in slices that leave the main thread to the visitor's taps (useSyncExternalStore's updates
 * cannot be, they are always drawn in one go). A page hydrates with the server's state (offline: the
 * stream opens in an effect, after hydration); a page opened later starts from the tab's current state.
 */
export function useLiveUpdates(keys: readonly QueryKey[]): LiveState {
  const queryClient = useQueryClient();
  const keysHash = hashKey(keys as QueryKey);
  const [live, setLive] = useState(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keysHash stands for keys, rebuilt on every render by the caller.
  useEffect(() => follow({ queryClient, keys }), [queryClient, keysHash]);
  useEffect(() => {
    const update = () => startTransition(() => setLive(state));
    update();
    return subscribe(update);
  }, []);
  return live;
}

/** For tests: the tab's connection, as the hook drives it. */
export const liveUpdatesForTests = { follow, current, disconnect };
