import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { AdminShell } from '../crud/AdminShell';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { CreateAccountModal } from './CreateAccountModal';
import { TotpPanel } from './TotpPanel';

const dateTime = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** 'Comptes': the administrator accounts, all with the one role; create one, delete another. */
export function AccountsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.accounts.list.queryOptions())));
  const [creating, setCreating] = useState(false);
  return (
    <AdminShell
      title={t('screens.accounts')}
      {...list.shell}
      onAdd={() => setCreating(true)}
      addLabel={t('accounts.new')}
      actions={
        <Link
          to="/admin/password"
          className="inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          {t('screens.password')}
        </Link>
      }
    >
      <ul
        className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
        data-testid="admin-list"
      >
        {list.items.map((account) => (
          <li key={account.id} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="admin-item">
            <div className="min-w-0">
              <p className="break-words font-medium text-slate-900">
                {account.email}
                {account.current && (
                  <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                    {t('accounts.you')}
                  </span>
                )}
                {account.totp && (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    <ShieldCheck aria-hidden="true" className="h-3 w-3" />
                    {t('accounts.totpOn')}
                  </span>
                )}
              </p>
              <p className="text-xs text-slate-600">
                {t('accounts.createdAt', { date: formatDate(account.createdAt) })} ·{' '}
                {account.lastLoginAt
                  ? t('accounts.lastLogin', { date: formatDate(account.lastLoginAt, 'fr-FR', dateTime) })
                  : t('accounts.neverLoggedIn')}
                {!account.totp && ` · ${t('accounts.totpOff')}`}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <label className="flex items-center gap-2 text-sm text-slate-800" title={t('accounts.notifyHint')}>
                <input
                  type="checkbox"
                  role="switch"
                  className="h-4 w-4 accent-sky-800"
                  checked={account.notifySubmissions}
                  aria-label={`${t('accounts.notify')} (${account.email})`}
                  onChange={(e) =>
                    void list.run(() =>
                      trpcClient.accounts.update.mutate({ id: account.id, notifySubmissions: e.target.checked }),
                    )
                  }
                />
                <span aria-hidden="true">{t('accounts.notify')}</span>
              </label>
              {!account.current && (
                <RowActions
                  name={account.email}
                  onDelete={() =>
                    void list.run(
                      () => trpcClient.accounts.remove.mutate({ id: account.id }),
                      t('accounts.confirmDelete', { email: account.email }),
                    )
                  }
                />
              )}
            </div>
          </li>
        ))}
      </ul>
      {list.items.some((account) => account.current) && (
        <TotpPanel enabled={list.items.some((account) => account.current && account.totp)} onChange={list.reload} />
      )}
      <CreateAccountModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={async (input) => {
          await trpcClient.accounts.create.mutate(input);
          await list.reload();
        }}
      />
    </AdminShell>
  );
}
