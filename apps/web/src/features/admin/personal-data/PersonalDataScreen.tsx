import {
  personalDataCsvHeader,
  personalDataCsvRows,
  personalDataKindLabels,
  type PersonalData,
  toCsv,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, Search, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../lib/download';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { inputClass } from '../../../ui/Field';
import { AdminShell } from '../crud/AdminShell';
import { adminErrorMessage } from '../crud/admin-error';
import { RowActions } from '../crud/RowActions';
import { useAdminAction } from '../crud/use-admin-action';
import { formatInstant } from './format-instant';
import { EraseAllDialog } from './EraseAllDialog';
import { RetentionPanel } from './RetentionPanel';
import { removeRecord } from './remove-record';

const buttonClass = 'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold disabled:opacity-60';

/** 'Données personnelles': one address's records (GDPR access and erasure), and the retention job. */
export function PersonalDataScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const [typed, setTyped] = useState('');
  // The address searched stays in this screen's memory: never in the address bar, the history or logs.
  const [email, setEmail] = useState<string | null>(null);
  const [erasing, setErasing] = useState<PersonalData | null>(null);
  const found = useQuery({
    ...trpc.personalData.find.queryOptions({ email: email ?? '' }),
    enabled: email !== null,
    retry: false,
    staleTime: 0,
  });
  const action = useAdminAction(() => found.refetch());
  const data = found.data;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    action.setError(null);
    setEmail(typed.trim());
  };
  const file = (data: PersonalData) => `donnees-personnelles-${data.email.replace(/[^\w.-]+/g, '_')}`;
  // A journal entry or a result is not deleted on its own: « Tout supprimer » erases or anonymises it.
  const erasable =
    data?.records.filter((r) => removeRecord[r.kind] || r.kind === 'journal' || r.kind === 'result') ?? [];
  const hint = (kind: string) =>
    kind === 'account'
      ? 'personalData.accountHint'
      : kind === 'journal'
        ? 'personalData.journalHint'
        : 'personalData.resultHint';
  const error = action.error ?? (found.error ? adminErrorMessage(found.error) : null);

  return (
    <AdminShell title={t('screens.personalData')} error={error} onDismissError={() => action.setError(null)}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('personalData.intro')}</p>
      <form onSubmit={onSearch} className="mb-6 flex flex-wrap items-end gap-2" role="search">
        <div className="min-w-64 flex-1">
          <label htmlFor="pd-email" className="block text-sm font-medium text-slate-800">
            {t('personalData.email')}
          </label>
          <input
            id="pd-email"
            type="email"
            required
            autoComplete="off"
            className={inputClass}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className={`${buttonClass} bg-sky-800 text-white hover:bg-sky-900`}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {t('personalData.search')}
        </button>
      </form>

      {data && (
        <section aria-labelledby="pd-results" className="mb-10" data-testid="personal-data-results">
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <h2 id="pd-results" className="mr-auto text-lg font-bold text-slate-900">
              {data.records.length
                ? t('personalData.results', { count: data.records.length, email: data.email })
                : t('personalData.none', { email: data.email })}
            </h2>
            {data.records.length > 0 && (
              <>
                <button
                  type="button"
                  className={`${buttonClass} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
                  onClick={() =>
                    downloadText(`${file(data)}.json`, `${JSON.stringify(data, null, 2)}\n`, 'application/json')
                  }
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {t('personalData.downloadJson')}
                </button>
                <button
                  type="button"
                  className={`${buttonClass} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
                  onClick={() =>
                    downloadText(`${file(data)}.csv`, toCsv(personalDataCsvHeader, personalDataCsvRows(data)))
                  }
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {t('personalData.downloadCsv')}
                </button>
              </>
            )}
            {erasable.length > 0 && (
              <button
                type="button"
                className={`${buttonClass} bg-rose-700 text-white hover:bg-rose-800`}
                onClick={() => setErasing(data)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('personalData.deleteAll')}
              </button>
            )}
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {data.records.map((r) => {
              const remove = removeRecord[r.kind];
              return (
                <li
                  key={`${r.kind}:${r.id}`}
                  className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-slate-200"
                  data-testid="personal-data-record"
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-bold text-slate-900">{personalDataKindLabels[r.kind]}</h3>
                      <p className="text-xs text-slate-600">
                        {formatInstant(r.date)} · <span className="break-all">{r.id}</span>
                      </p>
                    </div>
                    {remove && (
                      <RowActions
                        name={`${personalDataKindLabels[r.kind]} du ${formatInstant(r.date)}`}
                        onDelete={() =>
                          void action.run(
                            () => remove(r.id),
                            t('personalData.confirmDelete', { kind: personalDataKindLabels[r.kind] }),
                          )
                        }
                      />
                    )}
                  </div>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {Object.entries(r.fields).map(([field, value]) => (
                      <div key={field} className="contents">
                        <dt className="font-semibold text-slate-700">{field}</dt>
                        <dd className="min-w-0 whitespace-pre-wrap break-words text-slate-900">{value ?? '—'}</dd>
                      </div>
                    ))}
                  </dl>
                  {!remove && <p className="mt-2 text-xs text-slate-600">{t(hint(r.kind))}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <EraseAllDialog
        data={erasing}
        onCancel={() => setErasing(null)}
        onConfirm={(anonymiseResults) => {
          const target = erasing?.email ?? '';
          setErasing(null);
          void action.run(() =>
            trpcClient.personalData.removeAll.mutate({
              email: target,
              anonymiseResults: anonymiseResults ? 'true' : 'false',
            }),
          );
        }}
      />

      <RetentionPanel />
    </AdminShell>
  );
}
