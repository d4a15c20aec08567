import { useEffect, useState } from 'react';

/** Minutes since `since` (ms timestamp), re-evaluated every 15 s so the label stays true. */
export function useMinutesSince(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return since ? Math.max(0, Math.floor((now - since) / 60_000)) : 0;
}
