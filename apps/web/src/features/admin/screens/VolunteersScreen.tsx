import {
  availabilitySlotLabels,
  type AvailabilitySlot,
  type ReviewStatus,
  reviewStatuses,
  type Volunteer,
  volunteerRoleInfo,
  type VolunteerRole,
} from '@app/contract';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '../crud/admin-error';
import { ExportCsvButton } from '../crud/ExportCsvButton';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { AdminPager } from '../crud/AdminPager';
import { AdminShell } from '../crud/AdminShell';
import { useDecisionDialog } from '../crud/DecisionDialog';
import { FilterBar, NoMatch, SearchFilter, SelectFilter } from '../crud/Filters';
import { RowActions } from '../crud/RowActions';
import { VOLUNTEER_FILTERS } from '../crud/first-page';
import { useAdminPage } from '../crud/use-admin-page';
import { ReviewActions, ReviewBadge, reviewCounters, reviewStatusOptions } from './ReviewBadge';
import { volunteerCsvHeader, volunteerCsvRow } from './review-csv';
import { StatusCounters } from './StatusCounters';

const roleLabel = (r: string) => volunteerRoleInfo[r as VolunteerRole]?.fr ?? r;

export function VolunteersScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminPage(VOLUNTEER_FILTERS as { status: 'all' | ReviewStatus; role: string }, (input) =>
    trpc.volunteers.adminPage.queryOptions(input),
  );
  const roles = list.data?.roles ?? [];
  // A decision cannot be undone (PENDING → APPROVED | REJECTED only): asked first, like a delete, with the
  // optional personal word its mail carries (issue 32).
  const decision = useDecisionDialog(list.run);
  const decide = (v: Volunteer, next: 'APPROVED' | 'REJECTED') =>
    decision.ask(
      t(next === 'APPROVED' ? 'confirm.approveVolunteer' : 'confirm.rejectVolunteer', {
        name: `${v.firstName} ${v.lastName}`,
      }),
      (note) => trpcClient.volunteers.setStatus.mutate({ id: v.id, status: next, note }),
    );

  // Erasure on request (GDPR): asked first, there is no way back.
  const remove = (v: Volunteer) =>
    list.run(
      () => trpcClient.volunteers.remove.mutate({ id: v.id }),
      t('confirm.deleteVolunteer', { name: `${v.firstName} ${v.lastName}` }),
    );

  return (
    <AdminShell
      title={t('screens.volunteers')}
      {...list.shell}
      actions={
        <ExportCsvButton
          filename="benevoles.csv"
          header={volunteerCsvHeader}
          rows={async () => (await trpcClient.volunteers.adminList.query(list.exportInput)).map(volunteerCsvRow)}
          onError={(e) => list.setError(adminErrorMessage(e))}
        />
      }
    >
      {list.data && <StatusCounters items={reviewCounters(list.data.counts)} />}
      <FilterBar>
        <SearchFilter
          id="v-search"
          label={t('common.search')}
          placeholder="Rechercher (nom, e-mail, rôle)"
          {...list.searchBox}
        />
        <SelectFilter
          id="v-status"
          label="Statut"
          value={list.filters.status}
          options={reviewStatusOptions(reviewStatuses)}
          onChange={(v) => list.setFilter('status', v)}
        />
        <SelectFilter
          id="v-role"
          label="Rôle"
          value={list.filters.role}
          options={[
            { value: 'all', label: 'Tous les rôles' },
            ...roles.map((r) => ({ value: r, label: roleLabel(r) })),
          ]}
          onChange={(v) => list.setFilter('role', v)}
        />
      </FilterBar>
      {list.noMatch && <NoMatch>{t('common.noMatch')}</NoMatch>}
      <ul className={`grid gap-4 md:grid-cols-2 ${list.updating ? 'opacity-70' : ''}`} data-testid="admin-list">
        {list.items.map((v) => (
          <li
            key={v.id}
            className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            data-testid="admin-item"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-bold text-slate-900">
                  {v.firstName} {v.lastName}
                </h2>
                <p className="break-words text-sm text-slate-700">
                  <a className="text-sky-800 hover:underline" href={`mailto:${v.email}`}>
                    {v.email}
                  </a>
                  {v.phone ? ` · ${v.phone}` : ''}
                </p>
                <p className="text-xs text-slate-600">Candidature du {formatDate(v.createdAt)}</p>
              </div>
              <ReviewBadge status={v.status} />
            </div>
            <p className="mt-2 text-sm">
              <span className="font-semibold">Rôle souhaité :</span> {roleLabel(v.role)}
            </p>
            {v.experience && (
              <p className="mt-1 text-sm">
                <span className="font-semibold">Expérience :</span> {v.experience}
              </p>
            )}
            <p className="mt-1 text-sm">
              <span className="font-semibold">Motivation :</span> {v.motivation}
            </p>
            {v.availability.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1" aria-label="Disponibilités">
                {v.availability.map((a) => (
                  <li key={a} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                    {availabilitySlotLabels[a as AvailabilitySlot]?.fr ?? a}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-3 flex flex-wrap items-end justify-between gap-2">
              <ReviewActions status={v.status} onDecide={(next) => decide(v, next)} />
              <RowActions name={`${v.firstName} ${v.lastName}`} onDelete={() => void remove(v)} />
            </div>
          </li>
        ))}
      </ul>
      <AdminPager {...list.pager} />
      {decision.dialog}
    </AdminShell>
  );
}
