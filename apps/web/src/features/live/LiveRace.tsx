import { formatPace, type LiveRaceView } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../../lib/use-text';

/** How often the screen reader's summary may change: a polite word every few seconds, not every stroke. */
const SUMMARY_MS = 5_000;

function useSummary(race: LiveRaceView): string {
  const t = useText('pages');
  const latest = useRef(race);
  latest.current = race;
  const say = () => {
    const r = latest.current;
    const state = r.state ? t(`live.state.${r.state}`) : '';
    const leader = r.lanes[0];
    return leader
      ? t('live.summary', { name: r.name, state, leader: leader.name, meters: leader.meters })
      : `${r.name} : ${state}`;
  };
  const [summary, setSummary] = useState(say);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest race through the ref
  useEffect(() => {
    const timer = setInterval(() => setSummary(say()), SUMMARY_MS);
    return () => clearInterval(timer);
  }, [race.key]);
  return summary;
}

/** One race as it happens: its state, then the lanes by position with their figures and a progress bar. */
export function LiveRace({ race, headingLevel = 2 }: { race: LiveRaceView; headingLevel?: 2 | 3 }) {
  const t = useText('pages');
  const summary = useSummary(race);
  const Heading = `h${headingLevel}` as const;
  const alert = race.state === 'false_start' || race.state === 'aborted';
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="live-race">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-lg font-bold text-slate-900">{race.name}</Heading>
        <span
          data-testid="live-state"
          className={`rounded px-2 py-1 text-sm font-bold ${alert ? 'bg-red-700 text-white' : 'bg-sky-900 text-white'}`}
        >
          {race.state ? t(`live.state.${race.state}`) : t('live.waiting')}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {summary}
      </p>
      {race.finished && (
        <p className="mt-2 text-sm text-slate-700" data-testid="live-provisional">
          {t('live.provisional')}{' '}
          {race.official && race.eventId && (
            <Link
              to="/resultats/$raceId"
              params={{ raceId: race.eventId }}
              className="font-semibold text-sky-800 underline"
            >
              {t('live.official')}
            </Link>
          )}
        </p>
      )}
      <ol className="mt-3 divide-y divide-slate-100" aria-label={t('live.lanes', { name: race.name })}>
        {race.lanes.map((lane) => (
          <li key={lane.lane} className="py-2" data-testid="live-lane">
            <div className="flex items-baseline gap-2">
              <span className="w-6 shrink-0 text-right font-bold tabular-nums">{lane.position}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{lane.name}</span>
                <span className="block truncate text-xs text-slate-600">
                  {t('live.lane', { lane: lane.lane })} · {lane.club}
                </span>
              </span>
              <span className="shrink-0 text-right text-sm tabular-nums">
                <span className="block font-bold" data-testid="live-meters">
                  {lane.meters} m
                </span>
                <span className="block text-xs text-slate-600">
                  {formatPace(lane.pace)}/500 m · {lane.spm ?? '–'} {t('live.spm')}
                </span>
              </span>
            </div>
            <div className="mt-1 ml-8 h-1.5 rounded bg-slate-100" aria-hidden="true">
              <div
                className="h-1.5 rounded bg-sky-700 transition-[width] duration-300"
                style={{ width: `${Math.round(lane.progress * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
