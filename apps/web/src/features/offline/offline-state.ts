import { useSyncExternalStore } from 'react';
import { COPY_HEADER, COPY_META, readStamp } from './copy-stamp';

/*
 * Whether what the page shows came from the service worker's copies rather than the network, and how old
 * the oldest of them is. Set by the page's own document (the worker's meta tag) and by every data answer
 * that carries the worker's copy header; cleared once the network answers again (OfflineBanner).
 */
let copyAt: number | null = null;
let pageRead = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Notes a copy received at `at`: the banner gives the oldest time on screen. */
export function noteCopy(at: number): void {
  if (copyAt !== null && copyAt <= at) return;
  copyAt = at;
  emit();
}

export function clearCopy(): void {
  if (copyAt === null) return;
  copyAt = null;
  emit();
}

function snapshot(): number | null {
  if (!pageRead && typeof document !== 'undefined') {
    pageRead = true;
    const at = readStamp(document.querySelector(`meta[name="${COPY_META}"]`)?.getAttribute('content'));
    if (at !== null) copyAt = at;
  }
  return copyAt;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest copy on screen was received (ms), or null when all of it came from the network. */
export const useOfflineCopy = (): number | null => useSyncExternalStore(subscribe, snapshot, () => null);

/** The tRPC client's fetch: the answer as it is, after noting whether it was a copy. */
export const fetchNotingCopies: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const at = readStamp(response.headers.get(COPY_HEADER));
  if (at !== null) noteCopy(at);
  return response;
};

/**
 * Whether the worker holds a copy of this page that an in-app navigation, failed offline, can load as a
 * document. Never the document already shown: a kept page that failed to come alive is not loaded again
 * (it would fail again, in a loop).
 */
export async function hasPageCopy(href: string): Promise<boolean> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return false;
  const url = new URL(href, location.href).href;
  if (performance.getEntriesByType('navigation')[0]?.name === url) return false;
  try {
    return (await caches.match(url)) !== undefined;
  } catch {
    return false;
  }
}
