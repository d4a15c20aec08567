import { availabilitySlotLabels, availabilitySlots, volunteerRoleInfo, volunteerRoles } from '@app/contract';
import { trpcClient } from '../../lib/trpc';
import { useLocalized } from '../../lib/use-localized';
import { Field, inputClass } from '../../ui/Field';
import { ChoiceSelect, EmailPhoneFields } from '../forms/PublicFields';
import { PublicForm } from '../forms/PublicForm';
import { usePublicForm } from '../forms/use-public-form';
import { useText } from '../../lib/use-text';

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: '',
  availability: [] as string[],
  experience: '',
  motivation: '',
};

/** The form's schema, fetched once the visitor enters the form (use-public-form). */
const loadSchema = () => import('@app/contract/volunteer').then((m) => m.volunteerInput);

export function VolunteerForm() {
  const t = useText('pages');
  const { label } = useLocalized();
  const publicForm = usePublicForm(
    loadSchema,
    empty,
    (input) => trpcClient.volunteers.submit.mutate(input),
    (res) => Boolean(res.message),
  );
  const { form, errorText } = publicForm;
  const toggleSlot = (slot: string) =>
    form.set(
      'availability',
      form.values.availability.includes(slot)
        ? form.values.availability.filter((s) => s !== slot)
        : [...form.values.availability, slot],
    );

  return (
    <PublicForm of={publicForm} section="volunteers" testId="volunteer-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('forms.firstName')} required error={errorText(form.errors.firstName)}>
          <input
            className={inputClass}
            autoComplete="given-name"
            value={form.values.firstName}
            data-field="firstName"
            onChange={(e) => form.set('firstName', e.target.value)}
          />
        </Field>
        <Field label={t('forms.lastName')} required error={errorText(form.errors.lastName)}>
          <input
            className={inputClass}
            autoComplete="family-name"
            value={form.values.lastName}
            data-field="lastName"
            onChange={(e) => form.set('lastName', e.target.value)}
          />
        </Field>
        <EmailPhoneFields form={form} errorText={errorText} />
      </div>
      <Field label={t('volunteers.role')} required error={errorText(form.errors.role)}>
        <ChoiceSelect
          data-field="role"
          value={form.values.role}
          choices={volunteerRoles}
          choiceLabel={(c) => label(volunteerRoleInfo[c])}
          onChange={(v) => form.set('role', v)}
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('volunteers.availability')}{' '}
          <span aria-hidden="true" className="text-rose-700">
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {availabilitySlots.map((slot) => (
            <label
              key={slot}
              className="flex items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200"
            >
              <input
                type="checkbox"
                data-field="availability"
                value={slot}
                checked={form.values.availability.includes(slot)}
                onChange={() => toggleSlot(slot)}
              />
              {label(availabilitySlotLabels[slot])}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('volunteers.experience')} error={errorText(form.errors.experience)}>
        <textarea
          rows={3}
          className={inputClass}
          value={form.values.experience}
          data-field="experience"
          onChange={(e) => form.set('experience', e.target.value)}
        />
      </Field>
      <Field label={t('volunteers.motivation')} required error={errorText(form.errors.motivation)}>
        <textarea
          rows={4}
          className={inputClass}
          value={form.values.motivation}
          data-field="motivation"
          onChange={(e) => form.set('motivation', e.target.value)}
        />
      </Field>
    </PublicForm>
  );
}
