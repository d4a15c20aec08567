import type { RaceTurnout } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { useLocalized } from '../../lib/use-localized';
import { useText } from '../../lib/use-text';

/** How many finished each race (of how many results), in programme order, each race a link to its page. */
export function RaceTurnouts({ races, caption }: { races: readonly RaceTurnout[]; caption: string }) {
  const t = useText('pages');
  const { pick } = useLocalized();
  if (races.length === 0) return null;
  return (
    <div className="max-h-80 overflow-y-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid="race-turnouts">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">
              {t('results.event')}
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              {t('medals.finishers')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {races.map((r) => (
            <tr key={r.id}>
              <th scope="row" className="px-2 py-2 font-medium sm:px-3">
                <Link
                  to="/resultats/$raceId"
                  params={{ raceId: r.id }}
                  className="text-sky-900 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800"
                >
                  {pick(r.name, r.nameEn)}
                </Link>
              </th>
              <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-3">
                {t('medals.finishersOf', { finishers: r.finishers, entrants: r.entrants })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
