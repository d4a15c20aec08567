import { athleteKey, isAnonymousResult, medalOf, type RaceResult } from '@app/contract';
import { ServerDrawn } from '../../ui/ServerDrawn';
import { FollowButton } from '../follows/FollowButton';
import { wireServerStars } from '../follows/follow-store';
import { AthleteLink } from '../results-shared/AthleteLink';
import { RankCell } from '../results-shared/Medal';
import { byRanking } from '../results-shared/ranking-order';
import { useText } from '../../lib/use-text';

/**
 * A ranking (rank, athlete, category, club, time); the category column gives way on a phone. DNS, DNF
 * and DSQ rows, without rank or time, come after the finishers. Each name leads to the athlete's page.
 * Left as the server drew it until its rows change (ServerDrawn): a heat has up to a hundred of them.
 */
export function ResultsTable({
  results,
  caption,
  round,
}: {
  results: readonly RaceResult[];
  caption: string;
  round: string;
}) {
  const t = useText('pages');
  const rows = [...results].sort(byRanking);
  return (
    <ServerDrawn
      deps={[results, round, caption]}
      enhance={wireServerStars}
      rows={results.length}
      className="overflow-x-auto"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">
              {t('results.rank')}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              {t('results.athlete')}
            </th>
            <th scope="col" className="hidden px-2 py-2 sm:px-3 sm:table-cell">
              {t('results.category')}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              {t('results.club')}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right">
              {t('results.time')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((r) => (
            <tr key={r.id} className={medalOf({ ...r, event: { round } }) ? 'bg-amber-50/40' : ''}>
              <td className="px-2 py-2 sm:px-3">
                <RankCell result={r} round={round} />
              </td>
              <td className="px-2 py-2 sm:px-3 font-medium text-slate-900">
                <AthleteLink row={r}>{r.athlete}</AthleteLink>
                {!isAnonymousResult(r) && <FollowButton kind="athletes" followKey={athleteKey(r)} name={r.athlete} />}
              </td>
              <td className="hidden px-2 py-2 sm:px-3 text-slate-800 sm:table-cell">{r.category}</td>
              <td className="px-2 py-2 sm:px-3 text-slate-800">{r.club}</td>
              <td className="px-2 py-2 sm:px-3 text-right font-mono text-slate-900">{r.time ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ServerDrawn>
  );
}
