import { availabilitySlotLabels, type AvailabilitySlot, type ReviewStatus, reviewStatuses, reviewStatusLabels, type Volunteer, volunteerRoleInfo, type VolunteerRole } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
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

const roleLabel = (r: string) => volunteerRoleInfo[r as VolunteerRole]?.fr ?? r;

export function VolunteersScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = adminList(useQuery(trpc.volunteers.adminList.queryOptions()));
  const action = useAdminAction(list.reload);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'all' | ReviewStatus>('all');
  const [role, setRole] = useState('all');
  const roles = [...new Set(list.items.map((v) => v.role))].sort();
  const needle = search.trim().toLowerCase();
  const rows = list.items.filter(
    (v) => (status === 'all' || v.status === status) && (role === 'all' || v.role === role) && (!needle || [`${v.firstName} ${v.lastName}`, v.email, v.role].some((s) => s.toLowerCase().includes(needle))),
  );
  const count = (s: ReviewStatus) => list.items.filter((v) => v.status === s).length;
  const setVolunteerStatus = (v: Volunteer, next: 'APPROVED' | 'REJECTED') => void action.run(() => trpcClient.volunteers.setStatus.mutate({ id: v.id, status: next }));

  return (
    <AdminShell title={t('screens.volunteers')} count={list.items.length} loading={list.loading} error={list.error ?? action.error}>
      <StatusCounters
        items={[
          { label: 'En attente', value: count('PENDING'), tone: 'bg-amber-50 text-amber-900' },
          { label: 'Approuvées', value: count('APPROVED'), tone: 'bg-emerald-50 text-emerald-900' },
          { label: 'Refusées', value: count('REJECTED'), tone: 'bg-rose-50 text-rose-900' },
          { label: 'Total', value: list.items.length, tone: 'bg-white text-slate-900' },
        ]}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="v-search" className="sr-only">{t('common.search')}</label>
          <input id="v-search" type="search" placeholder="Rechercher (nom, e-mail, rôle)" className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div>
          <label htmlFor="v-status" className="sr-only">Statut</label>
          <select id="v-status" className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as 'all' | ReviewStatus)}>
            <option value="all">Tous les statuts</option>
            {reviewStatuses.map((s) => (
              <option key={s} value={s}>{reviewStatusLabels[s].fr}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="v-role" className="sr-only">Rôle</label>
          <select id="v-role" className={inputClass} value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="all">Tous les rôles</option>
            {roles.map((r) => (
              <option key={r} value={r}>{roleLabel(r)}</option>
            ))}
          </select>
        </div>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="admin-list">
        {rows.map((v) => (
          <li key={v.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="admin-item">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="font-bold text-slate-900">{v.firstName} {v.lastName}</h2>
                <p className="text-sm text-slate-700">{v.email}{v.phone ? ` · ${v.phone}` : ''}</p>
                <p className="text-xs text-slate-600">Candidature du {formatDate(v.createdAt)}</p>
              </div>
              <ReviewBadge status={v.status} />
            </div>
            <p className="mt-2 text-sm"><span className="font-semibold">Rôle souhaité :</span> {roleLabel(v.role)}</p>
            {v.experience && <p className="mt-1 text-sm"><span className="font-semibold">Expérience :</span> {v.experience}</p>}
            <p className="mt-1 text-sm"><span className="font-semibold">Motivation :</span> {v.motivation}</p>
            {v.availability.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1">
                {v.availability.map((a) => (
                  <li key={a} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">{availabilitySlotLabels[a as AvailabilitySlot]?.fr ?? a}</li>
                ))}
              </ul>
            )}
            {v.status === 'PENDING' && (
              <div className="mt-3 flex gap-2">
                <button type="button" onClick={() => setVolunteerStatus(v, 'APPROVED')} className="inline-flex items-center gap-1 rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800">
                  <Check aria-hidden="true" className="h-4 w-4" /> Approuver
                </button>
                <button type="button" onClick={() => setVolunteerStatus(v, 'REJECTED')} className="inline-flex items-center gap-1 rounded-md bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800">
                  <X aria-hidden="true" className="h-4 w-4" /> Refuser
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
