import { type SiteSettings, siteSettingsUpdateInput } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useLocalized } from '../../../lib/use-localized';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { Field, type FieldWiring, inputClass } from '../../../ui/Field';
import { FormErrorStatus } from '../../../ui/FormFeedback';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminShell } from '../crud/AdminShell';
import {
  flattenSettings,
  type SettingsField,
  type SettingsForm,
  settingsSections,
  unflattenSettings,
} from './settings-form';

/** 'Paramètres': the values an organiser changes without a developer (issue 12), saved as one document. */
export function SettingsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const queryClient = useQueryClient();
  const query = useQuery({ ...trpc.settings.adminGet.queryOptions(), staleTime: 0 });
  const [values, setValues] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // Saves refused for field errors: FormErrorStatus moves the focus to the first on each.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query.data && values === null) setValues(flattenSettings(query.data));
  }, [query.data, values]);

  const set = (path: string, value: string) => {
    setValues((v) => (v ? { ...v, [path]: value } : v));
    setErrors(({ [path]: _, ...rest }) => rest);
    setStatus(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values) return;
    const parsed = siteSettingsUpdateInput.safeParse(unflattenSettings(values));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        if (!next[key]) next[key] = issue.message;
      }
      setErrors(next);
      setAttempt((n) => n + 1);
      setStatus({ kind: 'error', text: t('settings.invalid') });
      return;
    }
    setSaving(true);
    try {
      const saved: SiteSettings = await trpcClient.settings.update.mutate(parsed.data);
      // The stored form replaces the one sent, not what was typed while the answer was on its way.
      setValues((now) => (now === values ? flattenSettings(saved) : now));
      setStatus({ kind: 'saved', text: t('settings.saved') });
      // The public pages of this tab read the settings too.
      await queryClient.invalidateQueries();
    } catch (err) {
      setStatus({ kind: 'error', text: adminErrorMessage(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminShell
      title={t('screens.settings')}
      loading={query.isLoading || (!values && !query.error)}
      error={query.error ? adminErrorMessage(query.error) : null}
    >
      {values && (
        <form onSubmit={submit} noValidate className="space-y-6" data-testid="settings-form">
          <p className="text-slate-700">{t('settings.intro')}</p>
          {settingsSections.map((section) => (
            <fieldset key={section.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <legend className="px-1 text-lg font-bold text-slate-900">{t(`settings.${section.title}`)}</legend>
              {section.hint && <p className="text-sm text-slate-600">{t(`settings.${section.hint}`)}</p>}
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                {section.fields.map((field) => (
                  <div key={field.path} className={field.multiline ? 'sm:col-span-2' : undefined}>
                    <Field
                      label={field.labelKey ? t(`settings.${field.labelKey}`) : (field.label ?? '')}
                      error={errors[field.path]}
                      required={field.required}
                      hint={field.hint ? t(`settings.${field.hint}`) : undefined}
                    >
                      <SettingsControl
                        field={field}
                        value={values[field.path] ?? ''}
                        onChange={(value) => set(field.path, value)}
                      />
                    </Field>
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
          <FormErrorStatus errors={errors} attempt={attempt} />
          <div className="sticky bottom-4 flex items-center gap-4 rounded-xl bg-white/95 p-4 shadow-md ring-1 ring-slate-200">
            <button
              type="submit"
              disabled={saving}
              className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900 disabled:opacity-60"
            >
              {saving ? t('settings.saving') : t('settings.save')}
            </button>
            {status && (
              <p
                role={status.kind === 'error' ? 'alert' : 'status'}
                className={status.kind === 'error' ? 'text-sm text-rose-700' : 'text-sm font-semibold text-emerald-800'}
              >
                {status.text}
              </p>
            )}
          </div>
        </form>
      )}
    </AdminShell>
  );
}

// The wiring is given by Field, which labels the control and ties its required state, error and hint to it.
type ControlProps = FieldWiring & {
  field: SettingsField;
  value: string;
  onChange: (value: string) => void;
};

/** The field's control: a list of choices, a text on several lines, or a one-line input. */
function SettingsControl({ field, value, onChange, ...aria }: ControlProps) {
  const { label } = useLocalized();
  if (field.options) {
    const { labels } = field.options;
    return (
      <select {...aria} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {field.options.values.map((option) => (
          <option key={option} value={option}>
            {labels[option] ? label(labels[option]) : option}
          </option>
        ))}
      </select>
    );
  }
  if (field.multiline)
    return (
      <textarea {...aria} rows={4} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
    );
  return (
    <input
      {...aria}
      type={field.type ?? 'text'}
      className={inputClass}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
