import type { RaceSummary, StartList } from '@app/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPCProxy } from '../../lib/use-trpc';
import { boardOptions } from '../results/results-queries';

/** Seconds each view stays on the venue's screens between races (`/ecran?rotate=N` overrides it). */
export const ROTATE_SECONDS = 12;
const LATEST_RACES = 3;
const NEXT_RACES = 2;

export type ScreenSlide = { kind: 'latest'; races: RaceSummary[] } | { kind: 'next'; list: StartList };

const byTime = (a: { date: string; time: string }, b: { date: string; time: string }) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

/**
 * What the screens show between races, from the public reads the site already has: the latest races with
 * published results (the results board), then the published start lists of the races to come (a race
 * with results has been rowed). `enabled` false while a race or a pin holds the screen: nothing is read.
 */
export function useScreenRotation(enabled: boolean, seconds = ROTATE_SECONDS): ScreenSlide | undefined {
  const trpc = useTRPCProxy();
  const board = useQuery({ ...boardOptions(trpc), enabled, refetchInterval: 30_000 }).data;
  const events = useQuery({ ...trpc.events.list.queryOptions(), enabled, refetchInterval: 60_000 }).data;
  const rowed = new Set(board?.races.filter((r) => r.count > 0).map((r) => r.id));
  const latest = (board?.races ?? [])
    .filter((r) => r.count > 0)
    .sort((a, b) => byTime(b, a))
    .slice(0, LATEST_RACES);
  const next = (events ?? [])
    .filter((e) => e.startList === 'published' && !rowed.has(e.id))
    .sort(byTime)
    .slice(0, NEXT_RACES);
  const lists = useQueries({
    queries: next.map((e) => ({
      ...trpc.startLists.event.queryOptions({ eventId: e.id }),
      enabled,
      refetchInterval: 60_000,
    })),
  });
  const slides: ScreenSlide[] = [
    ...(latest.length > 0 ? [{ kind: 'latest' as const, races: latest }] : []),
    ...lists.flatMap((q) => (q.data?.published ? [{ kind: 'next' as const, list: q.data }] : [])),
  ];

  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setTick((t) => t + 1), seconds * 1000);
    return () => clearInterval(timer);
  }, [enabled, seconds]);
  return slides.length > 0 ? slides[tick % slides.length] : undefined;
}
