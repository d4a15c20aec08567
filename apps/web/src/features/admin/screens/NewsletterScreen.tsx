import { unsubscribePath } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminPager } from '../crud/AdminPager';
import { AdminShell } from '../crud/AdminShell';
import { ExportCsvButton } from '../crud/ExportCsvButton';
import { FilterBar, NoMatch, SearchFilter } from '../crud/Filters';
import { RowActions } from '../crud/RowActions';
import { NO_FILTERS } from '../crud/first-page';
import { useAdminPage } from '../crud/use-admin-page';

export function NewsletterScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminPage(NO_FILTERS, (input) => trpc.newsletter.adminPage.queryOptions(input));
  return (
    <AdminShell
      title={t('screens.newsletter')}
      {...list.shell}
      actions={
        <ExportCsvButton
          filename="newsletter.csv"
          header={['Email', "Date d'inscription", 'Lien de désinscription', 'Confirmée le']}
          rows={async () =>
            (await trpcClient.newsletter.adminList.query(list.exportInput)).map((s) => [
              s.email,
              s.createdAt,
              s.unsubscribeToken ? `${window.location.origin}${unsubscribePath(s.unsubscribeToken)}` : '',
              s.confirmedAt ?? 'en attente de confirmation',
            ])
          }
          onError={(e) => list.setError(adminErrorMessage(e))}
        />
      }
    >
      <FilterBar>
        <SearchFilter id="n-search" label={t('common.search')} placeholder="Rechercher (e-mail)" {...list.searchBox} />
      </FilterBar>
      {list.noMatch && <NoMatch>{t('common.noMatch')}</NoMatch>}
      {list.items.length > 0 && (
        <ul
          className={`divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 ${list.updating ? 'opacity-70' : ''}`}
          data-testid="admin-list"
        >
          {list.items.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="admin-item">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{s.email}</p>
                <p className="text-xs text-slate-600">
                  {formatDate(s.createdAt)}
                  {/* Double opt-in: not a subscriber until the link's button is pressed (gone after 7 days). */}
                  {!s.confirmedAt && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">
                      {t('newsletterPending')}
                    </span>
                  )}
                </p>
              </div>
              <RowActions
                name={s.email}
                onDelete={() =>
                  void list.run(
                    () => trpcClient.newsletter.remove.mutate({ id: s.id }),
                    `Supprimer l'abonnement de ${s.email} ?`,
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPager {...list.pager} />
    </AdminShell>
  );
}
