import type { TotpSetup } from '@app/contract';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { Field, inputClass } from '../../../ui/Field';
import { adminErrorMessage } from '../crud/admin-error';
import { PasswordInput } from './PasswordInput';

type Step = { kind: 'idle' } | { kind: 'scan'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

const primary = 'rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-60';
const secondary = 'rounded-md px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50';

/** The key in groups of four, easier to copy into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The signed-in account's second factor, on 'Comptes': turned on by scanning a QR code (or typing the
 * key) and confirming with a first code, which answers the recovery codes this once; turned off with
 * the account's password.
 */
export function TotpPanel({ enabled, onChange }: { enabled: boolean; onChange: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
    } catch (e) {
      setOutcome({ ok: false, message: adminErrorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setStep({ kind: 'scan', setup: await trpcClient.account.totpSetup.mutate() }));
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const answer = await trpcClient.account.totpEnable.mutate({ code });
      setCode('');
      setStep({ kind: 'codes', codes: answer.recoveryCodes });
      setOutcome({ ok: true, message: answer.message });
      await onChange();
    });
  };
  const disable = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const answer = await trpcClient.account.totpDisable.mutate({ password });
      setPassword('');
      setOutcome({ ok: true, message: answer.message });
      await onChange();
    });
  };

  return (
    <section
      aria-labelledby="totp-title"
      className="mt-8 max-w-2xl rounded-xl bg-white p-6 ring-1 ring-slate-200"
      data-testid="totp-panel"
    >
      <h2 id="totp-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-sky-800" />
        {t('totp.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('totp.intro')}</p>

      {step.kind === 'codes' && (
        <div className="mt-4 rounded-md bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 className="font-semibold text-slate-900">{t('totp.recoveryTitle')}</h3>
          <p className="mt-1 text-sm text-slate-800">{t('totp.recoveryIntro')}</p>
          <ul
            className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-slate-900"
            data-testid="recovery-codes"
          >
            {step.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <button type="button" className={`mt-4 ${primary}`} onClick={() => setStep({ kind: 'idle' })}>
            {t('totp.recoveryDone')}
          </button>
        </div>
      )}

      {step.kind === 'idle' && !enabled && (
        <button
          type="button"
          className={`mt-4 ${primary}`}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void start()}
        >
          {t('totp.start')}
        </button>
      )}

      {step.kind === 'scan' && (
        <form noValidate className="mt-4 grid gap-4" onSubmit={confirm} data-testid="totp-setup">
          <p className="text-sm text-slate-800">{t('totp.scan')}</p>
          <img
            src={step.setup.qrCode}
            alt={t('totp.qrAlt')}
            width={200}
            height={200}
            className="h-48 w-48 rounded-md ring-1 ring-slate-200"
          />
          <p className="text-sm text-slate-800">
            {t('totp.manual')}{' '}
            <code
              className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900"
              data-testid="totp-secret"
            >
              {grouped(step.setup.secret)}
            </code>
          </p>
          <Field label={t('totp.code')} required>
            <input
              className={`${inputClass} max-w-40`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
          <div className="flex gap-2">
            <button type="submit" className={primary} disabled={busy} aria-busy={busy}>
              {t('totp.confirm')}
            </button>
            <button type="button" className={secondary} onClick={() => setStep({ kind: 'idle' })}>
              {t('totp.cancel')}
            </button>
          </div>
        </form>
      )}

      {step.kind === 'idle' && enabled && (
        <form noValidate className="mt-4 grid gap-4" onSubmit={disable} data-testid="totp-disable">
          <p className="text-sm font-medium text-emerald-900">{t('totp.on')}</p>
          <Field label={t('totp.password')} required>
            <PasswordInput autoComplete="current-password" value={password} onChange={setPassword} />
          </Field>
          <button type="submit" className={`justify-self-start ${secondary}`} disabled={busy} aria-busy={busy}>
            {t('totp.disable')}
          </button>
          <p className="text-xs text-slate-600">{t('totp.lost')}</p>
        </form>
      )}

      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-md px-3 py-2 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-rose-50 text-rose-800'}`}
        >
          {outcome.message}
        </p>
      )}
    </section>
  );
}
