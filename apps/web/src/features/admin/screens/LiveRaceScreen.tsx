import type { ScreenPin } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminShell } from '../crud/AdminShell';

/**
 * Race day (issue 31): the race computers' keys (a new key is shown once, to paste into the bridge) and
 * what the venue's screens show between races.
 */
export function LiveRaceScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const keys = useQuery(trpc.raceComputerKeys.list.queryOptions());
  const pinQuery = useQuery(trpc.liveScreen.pin.queryOptions());
  const [label, setLabel] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pin, setPin] = useState<ScreenPin | null>(null);
  const current = pin ?? pinQuery.data ?? { kind: 'none', eventId: null, message: null };
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await Promise.all([keys.refetch(), pinQuery.refetch()]);
    } catch (e) {
      setError(adminErrorMessage(e));
    }
  };
  return (
    <AdminShell title={t('liveAdmin.title')}>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <h2 className="mt-4 text-lg font-bold">{t('liveAdmin.keys')}</h2>
      <form
        className="mt-2 flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            setShown((await trpcClient.raceComputerKeys.create.mutate({ label })).key);
            setLabel('');
          });
        }}
      >
        <label className="flex flex-col text-sm">
          {t('liveAdmin.label')}
          <input className="rounded border px-2 py-1" value={label} onChange={(e) => setLabel(e.target.value)} />
        </label>
        <button type="submit" className="self-end rounded bg-sky-800 px-3 py-1.5 font-semibold text-white">
          {t('liveAdmin.create')}
        </button>
      </form>
      {shown && (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm" data-testid="new-key">
          {t('liveAdmin.shownOnce')} <code className="break-all font-mono">{shown}</code>
        </p>
      )}
      <ul className="mt-3 divide-y">
        {keys.data?.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <strong>{key.label}</strong>{' '}
              <span className="text-sm text-slate-600">
                {key.revokedAt ? t('liveAdmin.revoked') : t('liveAdmin.lastUsed', { at: key.lastUsedAt ?? '–' })}
              </span>
            </span>
            {!key.revokedAt && (
              <button
                type="button"
                className="rounded border border-red-700 px-2 py-1 text-sm text-red-800"
                onClick={() => void run(() => trpcClient.raceComputerKeys.revoke.mutate({ id: key.id }))}
              >
                {t('liveAdmin.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <h2 className="mt-6 text-lg font-bold">{t('liveAdmin.screens')}</h2>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => trpcClient.liveScreen.setPin.mutate(current));
        }}
      >
        <label className="flex flex-col text-sm">
          {t('liveAdmin.pinKind')}
          <select
            className="rounded border px-2 py-1"
            value={current.kind}
            onChange={(e) => setPin({ ...current, kind: e.target.value as ScreenPin['kind'] })}
          >
            {(['none', 'race', 'medals', 'message'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`liveAdmin.pin.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('liveAdmin.eventId')}
          <input
            className="rounded border px-2 py-1"
            value={current.eventId ?? ''}
            onChange={(e) => setPin({ ...current, eventId: e.target.value || null })}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t('liveAdmin.message')}
          <textarea
            className="rounded border px-2 py-1"
            value={current.message ?? ''}
            onChange={(e) => setPin({ ...current, message: e.target.value || null })}
          />
        </label>
        <button type="submit" className="self-start rounded bg-sky-800 px-3 py-1.5 font-semibold text-white">
          {t('liveAdmin.savePin')}
        </button>
      </form>
    </AdminShell>
  );
}
