import {
  joinLiveBoard,
  LIVE_RACE_EVENT,
  LIVE_RACE_HEAD_EVENT,
  LIVE_RACE_STREAM_PATH,
  type LiveBoard,
  type LiveHeads,
  readLiveFigures,
  readLiveHeads,
} from '@app/contract';
import { useEffect, useState } from 'react';

/**
 * The races in progress, from the live race stream (its own EventSource, opened only by the pages that
 * show a race as it happens). The stream sends each race's names once (LIVE_RACE_HEAD_EVENT, again on
 * every connection) and then its figures alone: they are joined here. The browser reconnects by itself;
 * when it gives up, we retry later.
 */
export function useLiveBoard(): LiveBoard | null {
  const [board, setBoard] = useState<LiveBoard | null>(null);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let heads: LiveHeads = { races: [] };
    const open = () => {
      const opened = new EventSource(LIVE_RACE_STREAM_PATH);
      source = opened;
      opened.onopen = () => {
        failures = 0;
      };
      opened.addEventListener(LIVE_RACE_HEAD_EVENT, (event) => {
        try {
          heads = readLiveHeads(JSON.parse((event as MessageEvent<string>).data)) ?? heads;
        } catch {
          // A frame cut by a proxy: the stream sends the heads again when it reconnects.
        }
      });
      opened.addEventListener(LIVE_RACE_EVENT, (event) => {
        try {
          const figures = readLiveFigures(JSON.parse((event as MessageEvent<string>).data));
          if (figures) setBoard(joinLiveBoard(heads, figures));
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
