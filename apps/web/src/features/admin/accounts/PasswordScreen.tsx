import { MIN_PASSWORD_LENGTH, passwordChangeForm } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormErrorStatus } from '../../../ui/FormFeedback';
import { Field } from '../../../ui/Field';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminShell } from '../crud/AdminShell';
import { PasswordInput } from './PasswordInput';

const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** 'Mon mot de passe': the account changes its own; its other sessions close, this one stays. */
export function PasswordScreen() {
  const { t } = useTranslation('admin');
  const form = useZodForm(passwordChangeForm, empty);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async () => {
    setOutcome(null);
    const input = form.validate();
    if (!input) return;
    setSaving(true);
    try {
      const answer = await trpcClient.account.changePassword.mutate({
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
      });
      form.reset();
      setOutcome({ ok: true, message: answer.message });
    } catch (e) {
      setOutcome({ ok: false, message: adminErrorMessage(e) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <AdminShell title={t('screens.password')}>
      <form
        noValidate
        className="grid max-w-md gap-4 rounded-xl bg-white p-6 ring-1 ring-slate-200"
        data-testid="password-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t('password.current')} required error={form.errors.currentPassword}>
          <PasswordInput
            autoComplete="current-password"
            value={form.values.currentPassword}
            onChange={(v) => form.set('currentPassword', v)}
          />
        </Field>
        <Field
          label={t('password.new')}
          required
          error={form.errors.newPassword}
          hint={t('accounts.rule', { n: MIN_PASSWORD_LENGTH })}
        >
          <PasswordInput
            autoComplete="new-password"
            value={form.values.newPassword}
            onChange={(v) => form.set('newPassword', v)}
          />
        </Field>
        <Field label={t('accounts.confirm')} required error={form.errors.confirm}>
          <PasswordInput
            autoComplete="new-password"
            value={form.values.confirm}
            onChange={(v) => form.set('confirm', v)}
          />
        </Field>
        <FormErrorStatus errors={form.errors} attempt={form.attempt} />
        {outcome && (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={`rounded-md px-3 py-2 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-rose-50 text-rose-800'}`}
          >
            {outcome.message}
          </p>
        )}
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving}
          className="justify-self-start rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-60"
        >
          {t('password.submit')}
        </button>
      </form>
    </AdminShell>
  );
}
