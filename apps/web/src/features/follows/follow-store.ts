import { FOLLOW_KEY, MAX_FOLLOWED } from '@app/contract';
import { useSyncExternalStore } from 'react';

/*
 * 'Mes suivis' (issue 30): the athletes and clubs a visitor follows, kept in this browser's localStorage
 * only, like 'Mes épreuves' (programme/use-starred-races.ts): nothing is sent anywhere but in the address
 * of the read that draws the page. One store per tab, so that every star of the same athlete on a page
 * (start list and ranking) turns at once; the server draws no star pressed, and the stored list is read
 * after hydration (useSyncExternalStore's server snapshot is the empty list).
 */

export const FOLLOWS_STORAGE_KEY = 'follows:v1';

export type FollowKind = 'athletes' | 'clubs';
export type Follows = Readonly<Record<FollowKind, readonly string[]>>;

export const NO_FOLLOWS: Follows = { athletes: [], clubs: [] };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((key): key is string => typeof key === 'string' && FOLLOW_KEY.test(key)))].slice(
        0,
        MAX_FOLLOWED,
      )
    : [];

/** The stored lists, malformed entries left out; null when this browser refuses storage. */
export function readFollows(storage: Storage): Follows | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(FOLLOWS_STORAGE_KEY) ?? '{}');
    const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
    return { athletes: keysOf(record.athletes), clubs: keysOf(record.clubs) };
  } catch {
    return null;
  }
}

/** The lists with `key` added at the end, or taken out when it was there; a full list takes no more. */
export function toggled(follows: Follows, kind: FollowKind, key: string): Follows {
  const list = follows[kind];
  if (list.includes(key)) return { ...follows, [kind]: list.filter((other) => other !== key) };
  if (list.length >= MAX_FOLLOWED || !FOLLOW_KEY.test(key)) return follows;
  return { ...follows, [kind]: [...list, key] };
}

export function writeFollows(storage: Storage, follows: Follows): void {
  try {
    storage.setItem(FOLLOWS_STORAGE_KEY, JSON.stringify(follows));
  } catch {
    // Storage refused: the stars still work until the page is left.
  }
}

let current: Follows = NO_FOLLOWS;
let loaded = false;
const listeners = new Set<() => void>();

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

function publish(next: Follows): void {
  current = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab of the site followed or unfollowed someone.
  if (event.key !== FOLLOWS_STORAGE_KEY && event.key !== null) return;
  const store = storage();
  publish((store && readFollows(store)) ?? NO_FOLLOWS);
}

function subscribe(listener: () => void): () => void {
  if (!loaded) {
    loaded = true;
    const store = storage();
    current = (store && readFollows(store)) ?? NO_FOLLOWS;
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The offline worker keeps the athletes' pages it has seen for the weekend (offline/cache-rules.ts): an
 * athlete followed from a start list or a ranking has their page asked for once, so that it opens in a
 * stadium without network. Only when a worker is there to keep it.
 */
function keepForOffline(key: string): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void fetch(`/athletes/${encodeURIComponent(key)}`).catch(() => undefined);
}

export function toggleFollow(kind: FollowKind, key: string): void {
  const store = storage();
  // Read again rather than trust this tab's copy, so a follow set in another tab is not lost.
  const next = toggled((store && readFollows(store)) ?? current, kind, key);
  if (store) writeFollows(store, next);
  publish(next);
  if (kind === 'athletes' && next.athletes.includes(key)) keepForOffline(key);
}

const snapshot = () => current;
const serverSnapshot = () => NO_FOLLOWS;

/**
 * The stars of a part left as the server drew it (ui/ServerDrawn): React attaches nothing there, so they
 * are pressed from the stored lists and toggled here, in step with the other stars of the page.
 */
export function wireServerStars(root: HTMLElement): () => void {
  const stars = () => root.querySelectorAll<HTMLButtonElement>('button[data-follow-key]');
  const press = () => {
    for (const star of stars()) {
      const kind = star.dataset.followKind === 'clubs' ? 'clubs' : 'athletes';
      const pressed = String(current[kind].includes(star.dataset.followKey ?? ''));
      // Written only where it changes: each write invalidates the row's style, a hundred rows as the page
      // hydrates, when the server drew them all unpressed and most visitors follow no one.
      if (star.getAttribute('aria-pressed') !== pressed) star.setAttribute('aria-pressed', pressed);
    }
  };
  const onClick = (event: MouseEvent) => {
    const star = (event.target as Element).closest<HTMLButtonElement>('button[data-follow-key]');
    if (!star || !root.contains(star)) return;
    toggleFollow(star.dataset.followKind === 'clubs' ? 'clubs' : 'athletes', star.dataset.followKey ?? '');
  };
  const unsubscribe = subscribe(press);
  press();
  root.addEventListener('click', onClick);
  return () => {
    unsubscribe();
    root.removeEventListener('click', onClick);
  };
}

/** The followed athletes and clubs: empty on the server and in the hydrating render, then the stored lists. */
export const useFollows = (): Follows => useSyncExternalStore(subscribe, snapshot, serverSnapshot);
