import {
  type Accreditation,
  mediaTypeLabels,
  mediaTypes,
  type MediaType,
  type ReviewStatus,
  reviewStatuses,
  reviewStatusLabels,
} from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { AdminPager } from '../crud/AdminPager';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminShell } from '../crud/AdminShell';
import { useDecisionDialog } from '../crud/DecisionDialog';
import { ExportCsvButton } from '../crud/ExportCsvButton';
import { FilterBar, NoMatch, SearchFilter, SelectFilter } from '../crud/Filters';
import { ItemCard } from '../crud/GroupSection';
import { RowActions } from '../crud/RowActions';
import { PRESS_FILTERS } from '../crud/first-page';
import { useAdminPage } from '../crud/use-admin-page';
import { ReviewActions, ReviewBadge, reviewCounters, reviewStatusOptions } from './ReviewBadge';
import { StatusCounters } from './StatusCounters';

const csvHeader = [
  'Média',
  'Journaliste',
  'Email',
  'Téléphone',
  'Type de média',
  'Besoins',
  'Statut',
  'Date de la demande',
];
const csvRow = (a: Accreditation) => [
  a.media,
  a.journalist,
  a.email,
  a.phone,
  mediaTypeLabels[a.type].fr,
  a.needs,
  reviewStatusLabels[a.status].fr,
  a.createdAt,
];

export function PressScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminPage(PRESS_FILTERS as { status: 'all' | ReviewStatus; type: 'all' | MediaType }, (input) =>
    trpc.accreditations.adminPage.queryOptions(input),
  );
  // A decision cannot be undone (PENDING → APPROVED | REJECTED only): asked first, like a delete, with the
  // optional personal word its mail carries (issue 32).
  const decision = useDecisionDialog(list.run);
  const decide = (a: Accreditation, next: 'APPROVED' | 'REJECTED') =>
    decision.ask(
      t(next === 'APPROVED' ? 'confirm.approveAccreditation' : 'confirm.rejectAccreditation', {
        name: `${a.journalist} (${a.media})`,
      }),
      (note) => trpcClient.accreditations.setStatus.mutate({ id: a.id, status: next, note }),
    );

  // Erasure on request (GDPR): asked first, there is no way back.
  const remove = (a: Accreditation) =>
    list.run(
      () => trpcClient.accreditations.remove.mutate({ id: a.id }),
      t('confirm.deleteAccreditation', { name: `${a.journalist} (${a.media})` }),
    );
  return (
    <AdminShell
      title={t('screens.press')}
      {...list.shell}
      actions={
        <ExportCsvButton
          filename="accreditations-presse.csv"
          header={csvHeader}
          rows={async () => (await trpcClient.accreditations.adminList.query(list.exportInput)).map(csvRow)}
          onError={(e) => list.setError(adminErrorMessage(e))}
        />
      }
    >
      {list.data && <StatusCounters items={reviewCounters(list.data.counts)} />}
      <FilterBar>
        <SearchFilter
          id="a-search"
          label={t('common.search')}
          placeholder="Rechercher (média, journaliste, e-mail)"
          {...list.searchBox}
        />
        <SelectFilter
          id="a-status"
          label="Statut"
          value={list.filters.status}
          options={reviewStatusOptions(reviewStatuses)}
          onChange={(v) => list.setFilter('status', v)}
        />
        <SelectFilter
          id="a-type"
          label="Type de média"
          value={list.filters.type}
          options={[
            { value: 'all' as const, label: 'Tous les médias' },
            ...mediaTypes.map((m) => ({ value: m, label: mediaTypeLabels[m].fr })),
          ]}
          onChange={(v) => list.setFilter('type', v)}
        />
      </FilterBar>
      {list.noMatch && <NoMatch>{t('common.noMatch')}</NoMatch>}
      <ul className={`grid gap-4 md:grid-cols-2 ${list.updating ? 'opacity-70' : ''}`} data-testid="admin-list">
        {list.items.map((a) => (
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
            <div className="mt-3 flex flex-wrap items-end justify-between gap-2">
              <ReviewActions status={a.status} onDecide={(next) => decide(a, next)} />
              <RowActions name={`${a.journalist} (${a.media})`} onDelete={() => void remove(a)} />
            </div>
          </ItemCard>
        ))}
      </ul>
      <AdminPager {...list.pager} />
      {decision.dialog}
    </AdminShell>
  );
}
