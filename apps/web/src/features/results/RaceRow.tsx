import type { RaceSummary } from '@app/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RaceRanking } from './RaceRanking';
import { ResultsStateBadge } from './ResultsStateBadge';
import { winnerOf } from './ranking-order';

interface RaceRowProps {
  race: RaceSummary;
  name: string;
  championship: string;
  live: boolean;
  /** The race chosen in the event filter opens at once. */
  defaultOpen?: boolean;
}

/**
 * One race as a compact line (name, championship · time · count · state, winner) that opens on its
 * full ranking. 120 of them must stay a light page: the line is one button and five spans, no icon, no
 * wrapper, and the ranking is read and drawn only once opened.
 */
export function RaceRow({ race, name, championship, live, defaultOpen = false }: RaceRowProps) {
  const { t } = useTranslation('pages');
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const winner = winnerOf(race.podium);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="results-group"
        className={`group grid w-full grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-0.5 bg-white px-4 py-3 text-left ring-1 ring-slate-200 hover:bg-slate-50 ${open ? 'mb-0 rounded-t-xl' : 'rounded-xl'}`}
      >
        <span className="font-bold text-slate-900">{name}</span>
        <span className="text-sm font-semibold whitespace-nowrap text-sky-800 after:ml-1 after:inline-block after:content-['›'] group-aria-expanded:after:rotate-90">
          {open ? t('results.hideDetails') : t('results.details')}
        </span>
        <span className="col-span-2 text-sm text-slate-700">
          {championship} · {race.time} · {t('results.count', { count: race.count })}
          <ResultsStateBadge state={race.resultsState} />
        </span>
        {winner && (
          <span className="col-span-2 text-sm text-slate-900 before:mr-1.5 before:inline-block before:h-2.5 before:w-2.5 before:rounded-full before:bg-yellow-500 before:content-['']">
            {t('results.winner', { athlete: winner.athlete, time: winner.time })}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="overflow-hidden rounded-b-xl bg-white ring-1 ring-slate-200" data-testid="race-ranking">
          <RaceRanking race={race} caption={name} live={live} />
        </div>
      )}
    </>
  );
}
