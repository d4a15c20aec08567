import type { AthleteResult } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { RankCell } from '../results-shared/Medal';
import { ResultsStateBadge } from '../results-shared/ResultsStateBadge';
import { useText } from '../../lib/use-text';

/**
 * Every race of one athlete in programme order: the race (a link to its ranking), day, rank and time.
 * `withAthlete` names the athlete of each line too (a followed club's results, issue 30).
 */
export function AthleteResults({
  results,
  caption,
  withAthlete = false,
}: {
  results: readonly AthleteResult[];
  caption: string;
  withAthlete?: boolean;
}) {
  const t = useText('pages');
  const { pick, locale } = useLocalized();
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid="athlete-results">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">
              {t('results.event')}
            </th>
            <th scope="col" className="hidden px-2 py-2 sm:table-cell sm:px-3">
              {t('athlete.when')}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              {t('results.rank')}
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              {t('results.time')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {results.map((r) => (
            <tr key={r.id} className={r.medal ? 'bg-amber-50/40' : ''}>
              <td className="px-2 py-2 sm:px-3">
                {withAthlete && <span className="block font-semibold text-slate-900">{r.athlete}</span>}
                <Link
                  to="/resultats/$raceId"
                  params={{ raceId: r.eventId }}
                  className="font-semibold text-sky-900 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800"
                >
                  {pick(r.event.name, r.event.nameEn)}
                </Link>
                <span className="block text-slate-700">
                  {pick(r.event.championship.name, r.event.championship.nameEn)}
                  <ResultsStateBadge state={r.event.resultsState} />
                </span>
                <span className="block text-slate-700 sm:hidden">
                  {formatDate(r.event.date, locale)} · {r.event.time}
                </span>
              </td>
              <td className="hidden px-2 py-2 whitespace-nowrap text-slate-800 sm:table-cell sm:px-3">
                {formatDate(r.event.date, locale)} · {r.event.time}
              </td>
              <td className="px-2 py-2 sm:px-3">
                <RankCell result={r} round={r.event.round} />
              </td>
              <td className="px-2 py-2 text-right font-mono text-slate-900 sm:px-3">{r.time ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
