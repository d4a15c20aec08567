import { contactInput, messageCategories, messageCategoryLabels } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/error-message';
import { trpcClient } from '../../lib/trpc';
import { useLocalized } from '../../lib/use-localized';
import { useZodForm } from '../../lib/use-zod-form';
import { CheckboxField, Field, inputClass } from '../../ui/Field';
import { FormErrorStatus, FormFeedback } from '../../ui/FormFeedback';
import { FormNeedsScript } from '../../ui/NoScript';
import { useErrorText } from '../forms/use-error-text';

const empty = { name: '', email: '', category: '', subject: '', message: '', consent: false };

export function ContactForm() {
  const { t } = useTranslation('pages');
  const { label } = useLocalized();
  const form = useZodForm(contactInput, empty);
  const errorText = useErrorText();
  // The outcome is kept as a state, not a text, so that it follows a language switch.
  const [status, setStatus] = useState<'sent' | 'failed' | null>(null);
  const send = useMutation({ mutationFn: (input: Parameters<typeof trpcClient.contact.submit.mutate>[0]) => trpcClient.contact.submit.mutate(input) });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    send.mutate(input, {
      onSuccess: (res) => {
        // A success without a message does nothing visible (spec section 8).
        if (!res.message) return;
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
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="contact-form">
      <FormNeedsScript />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contact.name')} required error={errorText(form.errors.name)}>
          <input className={inputClass} autoComplete="name" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
        </Field>
        <Field label={t('forms.email')} required error={errorText(form.errors.email)}>
          <input type="email" className={inputClass} autoComplete="email" value={form.values.email} onChange={(e) => form.set('email', e.target.value)} />
        </Field>
      </div>
      <Field label={t('contact.category')} required error={errorText(form.errors.category)}>
        <select className={inputClass} value={form.values.category} onChange={(e) => form.set('category', e.target.value)}>
          <option value="">{t('forms.choose')}</option>
          {messageCategories.map((c) => (
            <option key={c} value={c}>
              {label(messageCategoryLabels[c])}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('contact.subject')} required error={errorText(form.errors.subject)}>
        <input className={inputClass} value={form.values.subject} onChange={(e) => form.set('subject', e.target.value)} />
      </Field>
      <Field label={t('contact.message')} required error={errorText(form.errors.message)}>
        <textarea rows={5} className={inputClass} value={form.values.message} onChange={(e) => form.set('message', e.target.value)} />
      </Field>
      <CheckboxField label={t('contact.consent')} required checked={form.values.consent} error={errorText(form.errors.consent)} onChange={(checked) => form.set('consent', checked)} />
      <FormErrorStatus errors={form.errors} attempt={form.attempt} />
      <FormFeedback status={status && { ok: status === 'sent', text: t(`contact.${status}`) }} />
      <button type="submit" disabled={send.isPending} className="rounded-lg bg-sky-800 px-6 py-3 font-semibold text-white hover:bg-sky-900 disabled:opacity-60">
        {send.isPending ? t('forms.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
