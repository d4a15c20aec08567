import { type ClubStanding, pdfPaths, toCsv } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { downloadText } from '../../lib/download';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { inputClass } from '../../ui/Field';
import { FilterSubmit } from '../../ui/NoScript';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { useSearchParam } from '../../ui/use-search-param';
import { QueryError } from '../layout/QueryError';
import { useText } from '../../lib/use-text';

/**
 * The clubs' ranking (« challenge des clubs », issue 33): points by place in the A finals, as each
 * championship's table says, for every championship or the one chosen (`?championship=`, so a plain
 * link or a visitor without JavaScript can ask for it); with its CSV and its PDF.
 */
export function ClubRankingPage() {
  const t = useText('pages');
  const { pick, lang } = useLocalized();
  const trpc = useTRPCProxy();
  const [championship, setChampionship] = useState(useSearchParam('championship') ?? 'all');
  const chosenId = championship === 'all' ? undefined : championship;
  const ranking = useQuery({
    ...trpc.results.clubs.queryOptions(chosenId ? { championshipId: chosenId } : {}),
    placeholderData: keepPreviousData,
  });
  const chosen = ranking.data?.championships.find((c) => c.id === championship);
  const scope = chosen ? pick(chosen.name, chosen.nameEn) : t('clubRanking.allChampionships');
  const table = ranking.data?.tables.find((x) => x.championshipId === championship);
  const header = [
    t('clubRanking.rank'),
    t('clubRanking.club'),
    t('clubRanking.points'),
    t('clubRanking.firsts'),
    t('clubRanking.seconds'),
  ];
  const csvRow = (c: ClubStanding) => [c.rank, c.club, c.points, c.firsts, c.seconds];

  return (
    <>
      <PageHero title={t('clubRanking.title')} subtitle={t('clubRanking.subtitle')} />
      <div className="mx-auto max-w-4xl px-4 py-8">
        <p className="text-sm">
          <Link to="/resultats" className="font-semibold text-sky-800 underline">
            {t('clubRanking.back')}
          </Link>
        </p>
        <form className="mt-4 flex flex-wrap items-end gap-3" method="get" onSubmit={(e) => e.preventDefault()}>
          <div>
            <label htmlFor="clubs-championship" className="text-sm font-semibold text-slate-900">
              {t('clubRanking.championship')}
            </label>
            <select
              id="clubs-championship"
              name="championship"
              className={`${inputClass} mt-1`}
              value={championship}
              onChange={(e) => setChampionship(e.target.value)}
            >
              <option value="all">{t('clubRanking.allChampionships')}</option>
              {ranking.data?.championships.map((c) => (
                <option key={c.id} value={c.id}>
                  {pick(c.name, c.nameEn)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            disabled={!ranking.data}
            onClick={() =>
              ranking.data && downloadText('classement-clubs.csv', toCsv(header, ranking.data.clubs.map(csvRow)))
            }
            className="inline-flex items-center gap-1 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('clubRanking.csv')}
          </button>
          <FilterSubmit />
          <a
            href={pdfPaths.clubs(chosenId, lang)}
            className="inline-flex items-center gap-1 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300"
          >
            <FileText aria-hidden="true" className="h-4 w-4" />
            {t('clubRanking.pdf')}
          </a>
        </form>
        <p className="mt-4 text-sm text-slate-700" data-testid="clubs-rule">
          {t('clubRanking.rule', { points: (table?.points ?? [10, 8, 6, 5, 4, 3, 2, 1]).join(', ') })}
          {table &&
            table.relayPoints.length > 0 &&
            ` ${t('clubRanking.relayRule', { points: table.relayPoints.join(', ') })}`}
        </p>
        <div className="mt-4">
          {ranking.isLoading ? (
            <Skeleton count={6} className="h-8" />
          ) : ranking.isError && !ranking.data ? (
            <QueryError onRetry={() => void ranking.refetch()} />
          ) : ranking.data && ranking.data.clubs.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-800">
              {t('clubRanking.none')}
            </p>
          ) : (
            ranking.data && (
              <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200" aria-busy={ranking.isPlaceholderData}>
                <table className="w-full text-left text-sm" data-testid="clubs-table">
                  <caption className="sr-only">{`${t('clubRanking.title')} – ${scope}`}</caption>
                  <thead className="bg-slate-100 text-slate-800">
                    <tr>
                      {header.map((h, i) => (
                        <th key={h} scope="col" className={`px-2 py-2 sm:px-3 ${i === 1 ? '' : 'text-right'}`}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 bg-white">
                    {ranking.data.clubs.map((c) => (
                      <tr key={c.club}>
                        <td className="px-2 py-2 text-right tabular-nums sm:px-3">{c.rank}</td>
                        <th scope="row" className="px-2 py-2 font-medium text-slate-900 sm:px-3">
                          {c.club}
                        </th>
                        <td className="px-2 py-2 text-right font-bold tabular-nums sm:px-3">{c.points}</td>
                        <td className="px-2 py-2 text-right tabular-nums sm:px-3">{c.firsts}</td>
                        <td className="px-2 py-2 text-right tabular-nums sm:px-3">{c.seconds}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          )}
        </div>
      </div>
    </>
  );
}
