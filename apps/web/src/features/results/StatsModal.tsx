import type { ResultsBoard } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { inputClass } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { QueryError } from '../layout/QueryError';
import { MedalTable } from './MedalTable';
import { RaceTurnouts } from './RaceTurnouts';
import { useText } from '../../lib/use-text';

/**
 * The board's figures, counted by the server over every published result, then the medal table by
 * club and the finishers of each race, for every championship or the one chosen. Read once opened.
 */
export function StatsModal({
  open,
  onClose,
  stats,
}: {
  open: boolean;
  onClose: () => void;
  stats: ResultsBoard['stats'] | undefined;
}) {
  const t = useText('pages');
  const { pick, locale } = useLocalized();
  const trpc = useTRPCProxy();
  const [championship, setChampionship] = useState('all');
  const medals = useQuery({
    ...trpc.results.medals.queryOptions(championship === 'all' ? {} : { championshipId: championship }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const figures = [
    { key: 'results.statsAthletes', value: stats?.athletes ?? 0 },
    { key: 'results.statsClubs', value: stats?.clubs ?? 0 },
    { key: 'results.statsEvents', value: stats?.events ?? 0 },
  ];
  const chosen = medals.data?.championships.find((c) => c.id === championship);
  const scope = chosen ? pick(chosen.name, chosen.nameEn) : t('medals.allChampionships');
  return (
    <Modal open={open} onClose={onClose} title={t('results.statistics')} size="lg">
      <dl className="grid grid-cols-3 gap-3 text-center" data-testid="results-stats">
        {figures.map((s) => (
          <div key={s.key} className="flex flex-col rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-700">{t(s.key)}</dt>
            <dd className="order-first text-2xl font-black text-slate-900">{formatNumber(s.value, locale)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <label htmlFor="medals-championship" className="text-sm font-semibold text-slate-900">
          {t('medals.championship')}
        </label>
        <select
          id="medals-championship"
          className={`${inputClass} mt-1`}
          value={championship}
          onChange={(e) => setChampionship(e.target.value)}
        >
          <option value="all">{t('medals.allChampionships')}</option>
          {medals.data?.championships.map((c) => (
            <option key={c.id} value={c.id}>
              {pick(c.name, c.nameEn)}
            </option>
          ))}
        </select>
      </div>
      {medals.isLoading ? (
        <div className="mt-4">
          <Skeleton count={4} className="h-8" />
        </div>
      ) : medals.isError && !medals.data ? (
        <div className="mt-4">
          <QueryError onRetry={() => void medals.refetch()} />
        </div>
      ) : (
        medals.data && (
          <div aria-busy={medals.isPlaceholderData}>
            <h3 className="mt-6 mb-2 font-bold text-slate-900">{t('medals.title')}</h3>
            <MedalTable clubs={medals.data.clubs} caption={`${t('medals.title')} – ${scope}`} />
            <h3 className="mt-6 mb-2 font-bold text-slate-900">{t('medals.finishersTitle')}</h3>
            <RaceTurnouts races={medals.data.races} caption={`${t('medals.finishersTitle')} – ${scope}`} />
          </div>
        )
      )}
    </Modal>
  );
}
