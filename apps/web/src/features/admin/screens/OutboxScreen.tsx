import { MAIL_NOT_CONFIGURED, type MailState, mailStateLabels } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { AdminPager } from '../crud/AdminPager';
import { AdminShell } from '../crud/AdminShell';
import { FilterBar, NoMatch, SearchFilter } from '../crud/Filters';
import { NO_FILTERS } from '../crud/first-page';
import { useAdminPage } from '../crud/use-admin-page';

const stateTone: Record<MailState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** The e-mail outbox (issue 32): to whom, what, its state and last error; retry or cancel what has not left. */
export function OutboxScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminPage(NO_FILTERS, (input) => trpc.mail.adminPage.queryOptions(input));
  const configured = list.data?.configured ?? true;
  const counts = list.data?.counts;
  return (
    <AdminShell title={t('screens.outbox')} {...list.shell}>
      {counts && (
        <p className="mb-3 text-sm text-slate-700" data-testid="outbox-counts">
          {(['pending', 'sent', 'failed', 'cancelled'] as const)
            .map((s) => `${mailStateLabels[s]} : ${counts[s]}`)
            .join(' · ')}
        </p>
      )}
      {!configured && (
        <p className="mb-3 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 ring-1 ring-amber-200" role="status">
          {t('outbox.notConfigured')}
        </p>
      )}
      <FilterBar>
        <SearchFilter id="o-search" label={t('common.search')} placeholder={t('outbox.search')} {...list.searchBox} />
      </FilterBar>
      {list.noMatch && <NoMatch>{t('common.noMatch')}</NoMatch>}
      {list.items.length > 0 && (
        <ul
          className={`divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 ${list.updating ? 'opacity-70' : ''}`}
          data-testid="admin-list"
        >
          {list.items.map((m) => (
            <li
              key={m.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              data-testid="admin-item"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">
                  {m.toName ? `${m.toName} <${m.toAddress}>` : m.toAddress}
                </p>
                <p className="break-words text-sm text-slate-700">
                  {m.subject} <span className="text-xs text-slate-500">({m.language.toUpperCase()})</span>
                </p>
                <p className="text-xs text-slate-600">
                  {formatDate(m.createdAt)} · {t('outbox.attempts', { count: m.attempts })}
                  {m.state === 'pending' && !configured ? ` · ${MAIL_NOT_CONFIGURED}` : ''}
                </p>
                {m.lastError && <p className="break-words text-xs text-red-700">{m.lastError}</p>}
              </div>
              <div className="flex items-center gap-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${stateTone[m.state]}`}>
                  {mailStateLabels[m.state]}
                </span>
                {m.state !== 'sent' && (
                  <button
                    type="button"
                    className="rounded-lg px-2 py-1 text-sm text-blue-800 ring-1 ring-slate-300 hover:bg-slate-50"
                    onClick={() => void list.run(() => trpcClient.mail.retry.mutate({ id: m.id }))}
                  >
                    {t('outbox.retry')}
                  </button>
                )}
                {(m.state === 'pending' || m.state === 'failed') && (
                  <button
                    type="button"
                    className="rounded-lg px-2 py-1 text-sm text-red-800 ring-1 ring-slate-300 hover:bg-slate-50"
                    onClick={() =>
                      void list.run(
                        () => trpcClient.mail.cancel.mutate({ id: m.id }),
                        t('outbox.cancelConfirm', { to: m.toAddress }),
                      )
                    }
                  >
                    {t('outbox.cancel')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <AdminPager {...list.pager} />
    </AdminShell>
  );
}
