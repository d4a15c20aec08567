import { availabilitySlotLabels, availabilitySlots, volunteerInput, volunteerRoleInfo, volunteerRoles } from '@app/contract';
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

const empty = { firstName: '', lastName: '', email: '', phone: '', role: '', availability: [] as string[], experience: '', motivation: '' };

export function VolunteerForm() {
  const { t } = useTranslation('pages');
  const { label } = useLocalized();
  const form = useZodForm(volunteerInput, empty);
  const errorText = useErrorText();
  // The outcome is kept as a state, not a text, so that it follows a language switch.
  const [status, setStatus] = useState<'sent' | 'failed' | null>(null);
  const send = useMutation({ mutationFn: (input: Parameters<typeof trpcClient.volunteers.submit.mutate>[0]) => trpcClient.volunteers.submit.mutate(input) });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    send.mutate(input, {
      onSuccess: (res) => {
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
  const toggleSlot = (slot: string) =>
    form.set('availability', form.values.availability.includes(slot) ? form.values.availability.filter((s) => s !== slot) : [...form.values.availability, slot]);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="volunteer-form">
      <FormNeedsScript />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('forms.firstName')} required error={errorText(form.errors.firstName)}>
          <input className={inputClass} autoComplete="given-name" value={form.values.firstName} onChange={(e) => form.set('firstName', e.target.value)} />
        </Field>
        <Field label={t('forms.lastName')} required error={errorText(form.errors.lastName)}>
          <input className={inputClass} autoComplete="family-name" value={form.values.lastName} onChange={(e) => form.set('lastName', e.target.value)} />
        </Field>
        <Field label={t('forms.email')} required error={errorText(form.errors.email)}>
          <input type="email" className={inputClass} autoComplete="email" value={form.values.email} onChange={(e) => form.set('email', e.target.value)} />
        </Field>
        <Field label={t('forms.phone')} error={errorText(form.errors.phone)}>
          <input type="tel" className={inputClass} autoComplete="tel" value={form.values.phone} onChange={(e) => form.set('phone', e.target.value)} />
        </Field>
      </div>
      <Field label={t('volunteers.role')} required error={errorText(form.errors.role)}>
        <select className={inputClass} value={form.values.role} onChange={(e) => form.set('role', e.target.value)}>
          <option value="">{t('forms.choose')}</option>
          {volunteerRoles.map((r) => (
            <option key={r} value={r}>
              {label(volunteerRoleInfo[r])}
            </option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('volunteers.availability')} <span aria-hidden="true" className="text-rose-700">*</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {availabilitySlots.map((slot) => (
            <label key={slot} className="flex items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
              <input type="checkbox" checked={form.values.availability.includes(slot)} onChange={() => toggleSlot(slot)} />
              {label(availabilitySlotLabels[slot])}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('volunteers.experience')} error={errorText(form.errors.experience)}>
        <textarea rows={3} className={inputClass} value={form.values.experience} onChange={(e) => form.set('experience', e.target.value)} />
      </Field>
      <Field label={t('volunteers.motivation')} required error={errorText(form.errors.motivation)}>
        <textarea rows={4} className={inputClass} value={form.values.motivation} onChange={(e) => form.set('motivation', e.target.value)} />
      </Field>
      <FormErrorStatus errors={form.errors} attempt={form.attempt} />
      <FormFeedback status={status && { ok: status === 'sent', text: t(`volunteers.${status}`) }} />
      <button type="submit" disabled={send.isPending} className="rounded-lg bg-sky-800 px-6 py-3 font-semibold text-white hover:bg-sky-900 disabled:opacity-60">
        {send.isPending ? t('forms.sending') : t('volunteers.submit')}
      </button>
    </form>
  );
}
