import { ACCREDITATION_FAILED, ACCREDITATION_SENT, accreditationInput, mediaTypeLabels, mediaTypes } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/error-message';
import { trpcClient } from '../../lib/trpc';
import { useLocalized } from '../../lib/use-localized';
import { useZodForm } from '../../lib/use-zod-form';
import { Field, inputClass } from '../../ui/Field';
import { FormFeedback } from '../../ui/FormFeedback';

const empty = { media: '', journalist: '', email: '', phone: '', type: '', needs: '' };

export function AccreditationForm() {
  const { t } = useTranslation('pages');
  const { label } = useLocalized();
  const form = useZodForm(accreditationInput, empty);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation({ mutationFn: (input: Parameters<typeof trpcClient.accreditations.submit.mutate>[0]) => trpcClient.accreditations.submit.mutate(input) });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    send.mutate(input, {
      onSuccess: () => {
        setStatus({ ok: true, text: ACCREDITATION_SENT });
        form.reset();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        setStatus({ ok: false, text: ACCREDITATION_FAILED });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="press-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('press.media')} required error={form.errors.media}>
          <input className={inputClass} value={form.values.media} onChange={(e) => form.set('media', e.target.value)} />
        </Field>
        <Field label={t('press.journalist')} required error={form.errors.journalist}>
          <input className={inputClass} autoComplete="name" value={form.values.journalist} onChange={(e) => form.set('journalist', e.target.value)} />
        </Field>
        <Field label={t('forms.email')} required error={form.errors.email}>
          <input type="email" className={inputClass} autoComplete="email" value={form.values.email} onChange={(e) => form.set('email', e.target.value)} />
        </Field>
        <Field label={t('forms.phone')} error={form.errors.phone}>
          <input type="tel" className={inputClass} autoComplete="tel" value={form.values.phone} onChange={(e) => form.set('phone', e.target.value)} />
        </Field>
      </div>
      <Field label={t('press.type')} required error={form.errors.type}>
        <select className={inputClass} value={form.values.type} onChange={(e) => form.set('type', e.target.value)}>
          <option value="">{t('forms.choose')}</option>
          {mediaTypes.map((m) => (
            <option key={m} value={m}>
              {label(mediaTypeLabels[m])}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('press.needs')} error={form.errors.needs}>
        <textarea rows={3} className={inputClass} value={form.values.needs} onChange={(e) => form.set('needs', e.target.value)} />
      </Field>
      <FormFeedback status={status} />
      <button type="submit" disabled={send.isPending} className="rounded-lg bg-sky-800 px-6 py-3 font-semibold text-white hover:bg-sky-900 disabled:opacity-60">
        {send.isPending ? t('forms.sending') : t('press.submit')}
      </button>
    </form>
  );
}
