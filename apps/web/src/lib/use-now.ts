import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * When the page being hydrated was drawn on the server (its page state carries it), so that what
 * depends on the date (a registration period open or closed) is drawn by the browser's first render
 * exactly as the server drew it, even from a page stored yesterday or on a device whose clock is off;
 * React then renders again with the browser's own time.
 */
export const DrawnAtContext = createContext<number | null>(null);

const MINUTE = 60_000;
let current = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  current = Date.now();
  timer ??= setInterval(() => {
    current = Date.now();
    for (const notify of listeners) notify();
  }, MINUTE);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

/** The current time, to the minute; the server's drawing time while the server draws or React hydrates. */
export function useNow(): Date {
  const drawnAt = useContext(DrawnAtContext);
  const now = useSyncExternalStore(
    subscribe,
    () => current,
    () => drawnAt ?? current,
  );
  return new Date(now);
}
