import { useCallback, useEffect, useState } from 'react';

/*
 * 'Mes épreuves' (issue 14): the races a visitor starred, kept in this browser's localStorage only —
 * nothing is sent anywhere. The server draws the programme without stars, so the list is read in an
 * effect, after hydration: the first client render matches the server's markup, then the stars appear.
 */

const STORAGE_KEY = 'programme:starred-races';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The stored ids, or null when this browser refuses storage (private browsing, blocked site data). */
function read(): string[] | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? [...new Set(stored.filter((id): id is string => typeof id === 'string' && ID.test(id)))] : [];
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
  /** False on the server and during hydration: the stars are not known yet. */
  ready: boolean;
  has: (id: string) => boolean;
  toggle: (id: string) => void;
}

export function useStarredRaces(): StarredRaces {
  const [ids, setIds] = useState<readonly string[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setIds(read() ?? []);
    setReady(true);
    // Another tab of the site starred or unstarred a race.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) setIds(read() ?? []);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback(
    (id: string) => {
      // Read again rather than trust this tab's copy, so a star set in another tab is not lost.
      const current = read() ?? ids;
      const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
      write(next);
      setIds(next);
    },
    [ids],
  );

  const has = useCallback((id: string) => ids.includes(id), [ids]);
  return { ids, ready, has, toggle };
}
