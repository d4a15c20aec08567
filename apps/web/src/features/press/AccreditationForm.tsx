import { accreditationInput, mediaTypeLabels, mediaTypes } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/error-message';
import { trpcClient } from '../../lib/trpc';
import { useLocalized } from '../../lib/use-localized';
import { useZodForm } from '../../lib/use-zod-form';
import { Field, inputClass } from '../../ui/Field';
import { FormErrorStatus, FormFeedback } from '../../ui/FormFeedback';
import { FormNeedsScript } from '../../ui/NoScript';
import { useErrorText } from '../forms/use-error-text';

const empty = { media: '', journalist: '', email: '', phone: '', type: '', needs: '' };

export function AccreditationForm() {
  const { t } = useTranslation('pages');
  const { label } = useLocalized();
  const form = useZodForm(accreditationInput, empty);
  const errorText = useErrorText();
  // The outcome is kept as a state, not a text, so that it follows a language switch.
  const [status, setStatus] = useState<'sent' | 'failed' | null>(null);
  const send = useMutation({ mutationFn: (input: Parameters<typeof trpcClient.accreditations.submit.mutate>[0]) => trpcClient.accreditations.submit.mutate(input) });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    send.mutate(input, {
      onSuccess: () => {
        setStatus('sent');
        form.reset();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        setStatus('failed');
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="press-form">
      <FormNeedsScript />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('press.media')} required error={errorText(form.errors.media)}>
          <input className={inputClass} value={form.values.media} onChange={(e) => form.set('media', e.target.value)} />
        </Field>
        <Field label={t('press.journalist')} required error={errorText(form.errors.journalist)}>
          <input className={inputClass} autoComplete="name" value={form.values.journalist} onChange={(e) => form.set('journalist', e.target.value)} />
        </Field>
        <Field label={t('forms.email')} required error={errorText(form.errors.email)}>
          <input type="email" className={inputClass} autoComplete="email" value={form.values.email} onChange={(e) => form.set('email', e.target.value)} />
        </Field>
        <Field label={t('forms.phone')} error={errorText(form.errors.phone)}>
          <input type="tel" className={inputClass} autoComplete="tel" value={form.values.phone} onChange={(e) => form.set('phone', e.target.value)} />
        </Field>
      </div>
      <Field label={t('press.type')} required error={errorText(form.errors.type)}>
        <select className={inputClass} value={form.values.type} onChange={(e) => form.set('type', e.target.value)}>
          <option value="">{t('forms.choose')}</option>
          {mediaTypes.map((m) => (
            <option key={m} value={m}>
              {label(mediaTypeLabels[m])}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('press.needs')} error={errorText(form.errors.needs)}>
        <textarea rows={3} className={inputClass} value={form.values.needs} onChange={(e) => form.set('needs', e.target.value)} />
      </Field>
      <FormErrorStatus errors={form.errors} attempt={form.attempt} />
      <FormFeedback status={status && { ok: status === 'sent', text: t(`press.${status}`) }} />
      <button type="submit" disabled={send.isPending} className="rounded-lg bg-sky-800 px-6 py-3 font-semibold text-white hover:bg-sky-900 disabled:opacity-60">
        {send.isPending ? t('forms.sending') : t('press.submit')}
      </button>
    </form>
  );
}
