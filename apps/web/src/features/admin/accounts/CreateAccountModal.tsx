import { accountCreateForm, MIN_PASSWORD_LENGTH } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormErrorStatus } from '../../../ui/FormFeedback';
import { Field, inputClass } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { adminErrorMessage } from '../crud/admin-error';
import { PasswordInput } from './PasswordInput';

const empty = { email: '', password: '', confirm: '' };

/** A new administrator: e-mail and initial password, typed twice and held to the strength rule. */
export function CreateAccountModal({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (input: { email: string; password: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const form = useZodForm(accountCreateForm, empty);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    form.reset();
    form.setErrors({});
    setServerError(null);
    onClose();
  };
  const submit = async () => {
    const input = form.validate();
    if (!input) return;
    setSaving(true);
    setServerError(null);
    try {
      await onCreate({ email: input.email, password: input.password });
      close();
    } catch (e) {
      setServerError(adminErrorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={t('accounts.new')} onClose={close}>
      <form
        noValidate
        className="grid gap-4"
        data-testid="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t('accounts.email')} required error={form.errors.email}>
          <input
            type="email"
            className={inputClass}
            autoComplete="off"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
          />
        </Field>
        <Field
          label={t('accounts.initialPassword')}
          required
          error={form.errors.password}
          hint={t('accounts.rule', { n: MIN_PASSWORD_LENGTH })}
        >
          <PasswordInput
            autoComplete="new-password"
            value={form.values.password}
            onChange={(v) => form.set('password', v)}
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
        {serverError && (
          <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {serverError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={close}
            className="rounded-md px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('accounts.cancel')}
          </button>
          <button
            type="submit"
            disabled={saving}
            aria-busy={saving}
            className="rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-60"
          >
            {t('accounts.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
