import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * 'Mes épreuves' (issue 14): the races a visitor starred, kept in this browser's localStorage only —
 * nothing is sent anywhere. The server draws the programme without stars, so the list is read in an
 * effect, after hydration: the first client render matches the server's markup, then the stars appear.
 * A browser with no star changes nothing then: the 120 rows are not drawn a second time for an empty list.
 */

const STORAGE_KEY = 'programme:starred-races';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The stored ids, or null when this browser refuses storage (private browsing, blocked site data). */
function read(): string[] | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? [...new Set(stored.filter((id): id is string => typeof id === 'string' && ID.test(id)))]
      : [];
  } catch {
    return null;
  }
}

function write(ids: readonly string[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage refused: the stars still work until the page is left.
  }
}

export interface StarredRaces {
  ids: readonly string[];
  has: (id: string) => boolean;
  /** The same function for the page's whole life, so that rows memoised on it are not redrawn. */
  toggle: (id: string) => void;
}

const none: readonly string[] = [];

export function useStarredRaces(): StarredRaces {
  const [ids, setIds] = useState<readonly string[]>(none);
  // The list as last set, for toggle, which keeps one identity.
  const latest = useRef<readonly string[]>(none);

  useEffect(() => {
    const show = (next: readonly string[]) => {
      latest.current = next;
      setIds(next);
    };
    const stored = read();
    if (stored?.length) show(stored);
    // Another tab of the site starred or unstarred a race.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) show(read() ?? []);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback((id: string) => {
    // Read again rather than trust this tab's copy, so a star set in another tab is not lost.
    const current = read() ?? latest.current;
    const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
    write(next);
    latest.current = next;
    setIds(next);
  }, []);

  const has = useCallback((id: string) => ids.includes(id), [ids]);
  return { ids, has, toggle };
}
