import type { RetentionDryRun, RetentionStatus } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { FormFeedback } from '../../../ui/FormFeedback';
import { useAdminAction } from '../crud/use-admin-action';
import { formatInstant } from './format-instant';
import { formatNumber } from '../../../lib/format';

const buttonClass = 'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold disabled:opacity-60';

function LastRun({ run }: { run: RetentionStatus['lastRun'] }) {
  const { t } = useTranslation('admin');
  if (!run) return <p>{t('personalData.lastRunNone')}</p>;
  const kind = t(
    run.dryRun
      ? 'personalData.kindDry'
      : run.trigger === 'daily'
        ? 'personalData.kindDaily'
        : 'personalData.kindManual',
  );
  const deleted = run.rules.filter((r) => r.count > 0);
  return (
    <div data-testid="retention-last-run">
      <p>{t('personalData.lastRun', { date: formatInstant(run.at), kind })}</p>
      {run.error ? (
        <p className="text-rose-800">{t('personalData.lastRunError', { error: run.error })}</p>
      ) : (
        <p className="text-slate-700">
          {deleted.length
            ? deleted.map((r) => `${r.label} : ${formatNumber(r.count)}`).join(' · ')
            : t('personalData.nothingDue')}
        </p>
      )}
    </div>
  );
}

function Simulation({ result }: { result: RetentionDryRun }) {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-labelledby="retention-dry-run"
      className="mt-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200"
      data-testid="retention-dry-run"
    >
      <h3 id="retention-dry-run" className="font-semibold text-amber-950">
        {t('personalData.dryRunTitle', { date: formatInstant(result.at) })}
      </h3>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              {t('personalData.rule')}
            </th>
            <th scope="col" className="py-1 pr-4">
              {t('personalData.wouldDelete')}
            </th>
            <th scope="col" className="py-1">
              {t('personalData.ids')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rules.map((r) => (
            <tr key={r.rule} className="border-t border-amber-200 align-top">
              <th scope="row" className="py-1 pr-4 font-normal">
                {r.label}
              </th>
              <td className="py-1 pr-4">{formatNumber(r.count)}</td>
              <td className="py-1">
                {r.ids.length > 0 && (
                  <details>
                    <summary className="cursor-pointer">{t('personalData.ids')}</summary>
                    <p className="break-all font-mono text-xs">{r.ids.join(', ')}</p>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The retention job: its rules, next run, last result, a simulation and a run on demand. */
export function RetentionPanel() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const status = useQuery({ ...trpc.retention.status.queryOptions(), staleTime: 0 });
  const action = useAdminAction(() => status.refetch());
  const [simulation, setSimulation] = useState<RetentionDryRun | null>(null);
  const [busy, setBusy] = useState(false);
  const busyWhile = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const simulate = () =>
    busyWhile(() =>
      action.run(async () => {
        setSimulation(await trpcClient.retention.dryRun.mutate());
      }),
    );
  const runNow = () =>
    busyWhile(async () => {
      if (await action.run(() => trpcClient.retention.run.mutate(), t('personalData.confirmRun'))) setSimulation(null);
    });
  const data = status.data;

  return (
    <section
      aria-labelledby="retention-title"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="retention-panel"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="retention-title" className="mr-auto text-lg font-bold text-slate-900">
          {t('personalData.retentionTitle')}
        </h2>
        <button
          type="button"
          disabled={busy}
          onClick={() => void simulate()}
          className={`${buttonClass} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
        >
          <FlaskConical aria-hidden="true" className="h-4 w-4" />
          {t('personalData.dryRun')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void runNow()}
          className={`${buttonClass} bg-rose-700 text-white hover:bg-rose-800`}
        >
          <Play aria-hidden="true" className="h-4 w-4" />
          {t('personalData.runNow')}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('personalData.retentionIntro')}</p>
      {action.error && (
        <div className="mt-3">
          <FormFeedback status={{ ok: false, text: action.error }} />
        </div>
      )}
      {data && (
        <div className="mt-4 space-y-3 text-sm text-slate-900">
          <p className="font-semibold" data-testid="retention-next-run">
            {t('personalData.nextRun', { date: formatInstant(data.nextRunAt) })}
          </p>
          <LastRun run={data.lastRun} />
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t('personalData.rule')}
                </th>
                <th scope="col" className="py-1">
                  {t('personalData.keptFor')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rules.map((r) => (
                <tr key={r.rule} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {r.label}
                  </th>
                  <td className="py-1">{r.keptFor}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <h3 className="font-semibold">{t('personalData.kept')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              {data.kept.map((k) => (
                <li key={k.label}>
                  <span className="font-medium text-slate-900">{k.label}</span> : {k.reason}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {simulation && <Simulation result={simulation} />}
    </section>
  );
}
