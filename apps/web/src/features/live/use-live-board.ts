import { LIVE_RACE_EVENT, LIVE_RACE_STREAM_PATH, type LiveBoard, readLiveBoard } from '@app/contract';
import { useEffect, useState } from 'react';

/**
 * The races in progress, from the live race stream (its own EventSource, opened only by the pages that
 * show a race as it happens). The browser reconnects by itself; when it gives up, we retry later.
 */
export function useLiveBoard(): LiveBoard | null {
  const [board, setBoard] = useState<LiveBoard | null>(null);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const open = () => {
      const opened = new EventSource(LIVE_RACE_STREAM_PATH);
      source = opened;
      opened.onopen = () => {
        failures = 0;
      };
      opened.addEventListener(LIVE_RACE_EVENT, (event) => {
        try {
          const next = readLiveBoard(JSON.parse((event as MessageEvent<string>).data));
          if (next) setBoard(next);
        } catch {
          // A frame cut by a proxy: the next one replaces it.
        }
      });
      opened.onerror = () => {
        if (opened.readyState !== EventSource.CLOSED) return;
        opened.close();
        failures += 1;
        retry = setTimeout(open, Math.min(30_000, 2_000 * 2 ** failures));
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, []);
  return board;
}
