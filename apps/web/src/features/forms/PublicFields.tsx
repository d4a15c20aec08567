import { Field, type FieldWiring, inputClass } from '../../ui/Field';
import { useText } from '../../lib/use-text';

interface ContactDetailsForm {
  values: { email: string; phone: string };
  errors: Record<string, string>;
  set: (key: 'email' | 'phone', value: string) => void;
}

/** The e-mail (required) and phone (optional) fields that the volunteers' and the press forms both ask. */
export function EmailPhoneFields({
  form,
  errorText,
}: {
  form: ContactDetailsForm;
  errorText: (message: string | undefined) => string | undefined;
}) {
  const t = useText('pages');
  return (
    <>
      <Field label={t('forms.email')} required error={errorText(form.errors.email)}>
        <input
          type="email"
          className={inputClass}
          autoComplete="email"
          value={form.values.email}
          data-field="email"
          onChange={(e) => form.set('email', e.target.value)}
        />
      </Field>
      <Field label={t('forms.phone')} error={errorText(form.errors.phone)}>
        <input
          type="tel"
          className={inputClass}
          autoComplete="tel"
          value={form.values.phone}
          data-field="phone"
          onChange={(e) => form.set('phone', e.target.value)}
        />
      </Field>
    </>
  );
}

interface ChoiceSelectProps<T extends string> extends FieldWiring {
  /** The key its value goes under (read-early-values). */
  'data-field': string;
  value: string;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  onChange: (value: string) => void;
}

/** A public form's list of choices, starting empty on 'Choisir…'; Field's wiring goes on the select. */
export function ChoiceSelect<T extends string>({
  value,
  choices,
  choiceLabel,
  onChange,
  ...wiring
}: ChoiceSelectProps<T>) {
  const t = useText('pages');
  return (
    <select {...wiring} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('forms.choose')}</option>
      {choices.map((c) => (
        <option key={c} value={c}>
          {choiceLabel(c)}
        </option>
      ))}
    </select>
  );
}
