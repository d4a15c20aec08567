import { type Accreditation, mediaTypeLabels, type ReviewStatus, reviewStatuses } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { AdminShell } from '../crud/AdminShell';
import { FilterBar, NoMatch, SearchFilter, SelectFilter } from '../crud/Filters';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { ReviewActions, ReviewBadge, reviewCounters, reviewStatusOptions } from './ReviewBadge';
import { StatusCounters } from './StatusCounters';
import { ItemCard } from '../crud/GroupSection';

export function PressScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.accreditations.adminList.queryOptions())));
  const [status, setStatus] = useState<'all' | ReviewStatus>('all');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const rows = list.items.filter((a) => (status === 'all' || a.status === status) && (!needle || [a.media, a.journalist, a.email].some((s) => s.toLowerCase().includes(needle))));
  const decide = (a: Accreditation, next: 'APPROVED' | 'REJECTED') => void list.run(() => trpcClient.accreditations.setStatus.mutate({ id: a.id, status: next }));
  return (
    <AdminShell title={t('screens.press')} {...list.shell} empty={t('common.none')}>
      <StatusCounters items={reviewCounters(list.items)} />
      <FilterBar>
        <SearchFilter id="a-search" label={t('common.search')} placeholder="Rechercher (média, journaliste, e-mail)" value={search} onChange={setSearch} />
        <SelectFilter id="a-status" label="Statut" value={status} options={reviewStatusOptions(reviewStatuses)} onChange={setStatus} />
      </FilterBar>
      {list.items.length > 0 && rows.length === 0 && <NoMatch>{t('common.noMatch')}</NoMatch>}
      <ul className="grid gap-4 md:grid-cols-2" data-testid="admin-list">
        {rows.map((a) => (
          <ItemCard key={a.id} className="min-w-0 p-5">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-bold text-slate-900">{a.media}</h2>
                <p className="break-words text-sm text-slate-700">
                  {a.journalist} ·{' '}
                  <a className="text-sky-800 hover:underline" href={`mailto:${a.email}`}>
                    {a.email}
                  </a>
                  {a.phone ? ` · ${a.phone}` : ''}
                </p>
                <p className="text-xs text-slate-600">
                  {mediaTypeLabels[a.type].fr} · {formatDate(a.createdAt)}
                </p>
              </div>
              <ReviewBadge status={a.status} />
            </div>
            {a.needs && <p className="mt-2 text-sm">{a.needs}</p>}
            <ReviewActions status={a.status} onDecide={(next) => decide(a, next)} />
          </ItemCard>
        ))}
      </ul>
    </AdminShell>
  );
}
