import { auditActionLabels, auditCsvRow, AUDIT_CSV_HEADER, auditEntityLabels } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { inputClass } from '../../../ui/Field';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminPager } from '../crud/AdminPager';
import { AdminShell } from '../crud/AdminShell';
import { ExportCsvButton } from '../crud/ExportCsvButton';
import { FilterBar, NoMatch, SelectFilter } from '../crud/Filters';
import { fresh } from '../crud/use-admin-list';
import { useAdminPage } from '../crud/use-admin-page';

const initialFilters = { entity: 'all', account: 'all', from: '', to: '' };
const dateTime = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;
const entityOptions = Object.entries(auditEntityLabels).map(([value, label]) => ({ value, label }));

/** 'Journal': every admin write, newest first, filtered by entity, account and dates; exported as CSV. */
export function AuditScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminPage(initialFilters, (input) => trpc.audit.page.queryOptions(input));
  const accounts = useQuery(fresh(trpc.accounts.list.queryOptions()));
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.email, label: a.email }));
  const dateFilter = (name: 'from' | 'to') => (
    <div>
      <label htmlFor={`audit-${name}`} className="block text-sm font-medium text-slate-800">
        {t(`audit.${name}`)}
      </label>
      <input
        id={`audit-${name}`}
        type="date"
        className={inputClass}
        value={list.filters[name]}
        onChange={(e) => list.setFilter(name, e.target.value)}
      />
    </div>
  );
  return (
    <AdminShell
      title={t('screens.audit')}
      {...list.shell}
      actions={
        <ExportCsvButton
          filename={`journal-${new Date().toISOString().slice(0, 10)}.csv`}
          header={AUDIT_CSV_HEADER}
          rows={async () => (await trpcClient.audit.list.query(list.exportInput)).map(auditCsvRow)}
          onError={(e) => list.setError(adminErrorMessage(e))}
        />
      }
    >
      <FilterBar>
        <SelectFilter
          id="audit-entity"
          label={t('audit.entity')}
          value={list.filters.entity}
          options={[{ value: 'all', label: t('audit.allEntities') }, ...entityOptions]}
          onChange={(v) => list.setFilter('entity', v)}
        />
        <SelectFilter
          id="audit-account"
          label={t('audit.account')}
          value={list.filters.account}
          options={[{ value: 'all', label: t('audit.allAccounts') }, ...accountOptions]}
          onChange={(v) => list.setFilter('account', v)}
        />
        <div className="grid grid-cols-2 gap-3">
          {dateFilter('from')}
          {dateFilter('to')}
        </div>
      </FilterBar>
      {list.noMatch && <NoMatch>{t('common.noMatch')}</NoMatch>}
      {list.items.length > 0 && (
        <div
          className={`overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 ${list.updating ? 'opacity-70' : ''}`}
        >
          <table className="min-w-full text-left text-sm" data-testid="audit-table">
            <caption className="sr-only">{t('screens.audit')}</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('audit.at')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('audit.account')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('audit.entity')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('audit.action')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('audit.changes')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.items.map((entry) => (
                <tr key={entry.id} data-testid="audit-row" className="align-top">
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                    {formatDate(entry.at, 'fr-FR', dateTime)}
                  </td>
                  <td className="px-3 py-2 break-words text-slate-900">{entry.accountEmail}</td>
                  <td className="px-3 py-2 text-slate-900">
                    {auditEntityLabels[entry.entity] ?? entry.entity}
                    {entry.entityId && (
                      <span className="block max-w-48 truncate text-xs text-slate-600" title={entry.entityId}>
                        {entry.entityId}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-slate-900">{auditActionLabels[entry.action] ?? entry.action}</td>
                  <td className="px-3 py-2">
                    {entry.changes.length > 0 && (
                      <ul className="space-y-0.5 text-xs text-slate-700">
                        {entry.changes.map((c) => (
                          <li key={c.field} className="break-words">
                            <span className="font-semibold">{c.field}</span> : {c.before ?? '∅'} → {c.after ?? '∅'}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager {...list.pager} />
    </AdminShell>
  );
}
