import { type Accreditation, mediaTypeLabels, type ReviewStatus, reviewStatuses, reviewStatusLabels } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { inputClass } from '../../../ui/Field';
import { AdminShell } from '../crud/AdminShell';
import { useAdminAction } from '../crud/use-admin-action';
import { ReviewBadge } from './ReviewBadge';
import { StatusCounters } from './StatusCounters';
import { adminList } from './use-admin-data';

export function PressScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = adminList(useQuery(trpc.accreditations.adminList.queryOptions()));
  const action = useAdminAction(list.reload);
  const [status, setStatus] = useState<'all' | ReviewStatus>('all');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const rows = list.items.filter((a) => (status === 'all' || a.status === status) && (!needle || [a.media, a.journalist, a.email].some((s) => s.toLowerCase().includes(needle))));
  const count = (s: ReviewStatus) => list.items.filter((a) => a.status === s).length;
  const decide = (a: Accreditation, next: 'APPROVED' | 'REJECTED') => void action.run(() => trpcClient.accreditations.setStatus.mutate({ id: a.id, status: next }));
  return (
    <AdminShell title={t('screens.press')} count={list.items.length} loading={list.loading} error={list.error ?? action.error}>
      <StatusCounters
        items={[
          { label: 'En attente', value: count('PENDING'), tone: 'bg-amber-50 text-amber-900' },
          { label: 'Approuvées', value: count('APPROVED'), tone: 'bg-emerald-50 text-emerald-900' },
          { label: 'Refusées', value: count('REJECTED'), tone: 'bg-rose-50 text-rose-900' },
          { label: 'Total', value: list.items.length, tone: 'bg-white text-slate-900' },
        ]}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="a-search" className="sr-only">{t('common.search')}</label>
          <input id="a-search" type="search" placeholder="Rechercher (média, journaliste, e-mail)" className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div>
          <label htmlFor="a-status" className="sr-only">Statut</label>
          <select id="a-status" className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as 'all' | ReviewStatus)}>
            <option value="all">Tous les statuts</option>
            {reviewStatuses.map((s) => (
              <option key={s} value={s}>{reviewStatusLabels[s].fr}</option>
            ))}
          </select>
        </div>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="admin-list">
        {rows.map((a) => (
          <li key={a.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="admin-item">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="font-bold text-slate-900">{a.media}</h2>
                <p className="text-sm text-slate-700">{a.journalist} · {a.email}{a.phone ? ` · ${a.phone}` : ''}</p>
                <p className="text-xs text-slate-600">{mediaTypeLabels[a.type].fr} · {formatDate(a.createdAt)}</p>
              </div>
              <ReviewBadge status={a.status} />
            </div>
            {a.needs && <p className="mt-2 text-sm">{a.needs}</p>}
            {a.status === 'PENDING' && (
              <div className="mt-3 flex gap-2">
                <button type="button" onClick={() => decide(a, 'APPROVED')} className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800">Approuver</button>
                <button type="button" onClick={() => decide(a, 'REJECTED')} className="rounded-md bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800">Refuser</button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
