import type { RaceSummary } from '@app/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { JumpAnchors } from '../../ui/JumpNav';
import { PlainLink } from '../../ui/PlainLink';
import { ResultsStateTag } from '../results-shared/ResultsStateBadge';
import { winnerOf } from '../results-shared/ranking-order';

interface RaceRowProps {
  race: RaceSummary;
  name: string;
  championship: string;
  /** The race chosen in the event filter shows its full ranking below its line. */
  ranking?: ReactNode;
  /** The « Aller à » target this line carries (the first race of its championship). */
  anchor?: string | undefined;
  /** The list's texts ('pages'): a line has no hook of its own, 120 of them hydrate on a phone. */
  t: TFunction;
}

/**
 * One race as a compact line (name, championship · time · count · state, winner) that leads to the
 * race's own page, its full ranking there ('Voir détails'). 120 of them must stay a light page: the
 * line is one link and five spans, no icon, no wrapper, no hook; a plain link, so it works without JavaScript.
 */
/*
 * Laid out and painted only near the screen: the 120 races laid out at once as the page arrived made one
 * long task on a phone. Until a line has been drawn once (`auto` then keeps its real height) its content is
 * given the usual height at each width, padding aside; the lines stay in the page for find-in-page and
 * screen readers.
 */
const drawnNearScreen =
  '[content-visibility:auto] [contain-intrinsic-size:auto_6.4rem] sm:[contain-intrinsic-size:auto_4.25rem]';

export function RaceRow({ race, name, championship, ranking, anchor, t }: RaceRowProps) {
  const winner = winnerOf(race.podium);
  return (
    <>
      <PlainLink
        href={`/resultats/${encodeURIComponent(race.id)}`}
        data-testid="results-group"
        className={`group relative grid w-full grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-0.5 bg-white px-4 py-3 text-left ring-1 ring-slate-200 hover:bg-slate-50 ${drawnNearScreen} ${ranking ? 'mb-0 rounded-t-xl' : 'rounded-xl'}`}
      >
        <JumpAnchors ids={anchor ? [anchor] : undefined} />
        <span className="font-bold text-slate-900">{name}</span>
        <span className="text-sm font-semibold whitespace-nowrap text-sky-800 group-hover:underline after:ml-1 after:inline-block after:content-['›']">
          {t('results.details')}
        </span>
        <span className="col-span-2 text-sm text-slate-700">
          {championship} · {race.time} · {t('results.count', { count: race.count })}
          <ResultsStateTag state={race.resultsState} t={t} />
        </span>
        {winner && (
          <span className="col-span-2 text-sm text-slate-900 before:mr-1.5 before:inline-block before:h-2.5 before:w-2.5 before:rounded-full before:bg-yellow-500 before:content-['']">
            {t('results.winner', { athlete: winner.athlete, time: winner.time })}
          </span>
        )}
      </PlainLink>
      {ranking && (
        <div className="overflow-hidden rounded-b-xl bg-white ring-1 ring-slate-200" data-testid="race-ranking">
          {ranking}
        </div>
      )}
    </>
  );
}
