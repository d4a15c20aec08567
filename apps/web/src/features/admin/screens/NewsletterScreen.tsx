import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { AdminShell } from '../crud/AdminShell';
import { ExportCsvButton } from '../crud/ExportCsvButton';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';

export function NewsletterScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.newsletter.adminList.queryOptions())));
  return (
    <AdminShell
      title={t('screens.newsletter')}
      {...list.shell}
      empty={t('common.none')}
      actions={<ExportCsvButton filename="newsletter.csv" header={['Email', "Date d'inscription"]} rows={list.items.map((s) => [s.email, s.createdAt])} />}
    >
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" data-testid="admin-list">
        {list.items.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="admin-item">
            <div>
              <p className="font-medium text-slate-900">{s.email}</p>
              <p className="text-xs text-slate-600">{formatDate(s.createdAt)}</p>
            </div>
            <RowActions name={s.email} onDelete={() => void list.run(() => trpcClient.newsletter.remove.mutate({ id: s.id }), `Supprimer l'abonnement de ${s.email} ?`)} />
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
