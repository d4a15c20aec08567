import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Field, inputClass } from '../../../ui/Field';
import { FormErrorStatus } from '../../../ui/FormFeedback';
import { Modal } from '../../../ui/Modal';
import { UploadDropZone } from '../../../ui/UploadDropZone';
import type { FieldDef, FormValues } from './field-types';

// The editor is its own chunk: only the rules screen loads it.
const RichTextEditor = lazy(() => import('../editor/RichTextEditor'));

interface Props {
  open: boolean;
  title: string;
  fields: FieldDef[];
  values: FormValues;
  errors: Record<string, string>;
  /** Failed saves so far (useEditor): the first field in error takes the focus on each. */
  attempt: number;
  serverError: string | null;
  editing: boolean;
  saving: boolean;
  onChange: (name: string, value: unknown) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** Shown below the form, outside it: a section with its own buttons, not fields of this form. */
  children?: ReactNode;
}

/** The error of a control Field does not draw (an upload, the rich text), tied to it by this id. */
const errorId = (name: string) => `admin-field-${name}-error`;
function FieldErrorText({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm text-rose-700">
      {error}
    </p>
  );
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function FormModal({ open, title, fields, values, errors, attempt, serverError, editing, saving, onChange, onSubmit, onCancel, children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCancel} size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className="grid gap-4 sm:grid-cols-2"
        data-testid="admin-form"
      >
        {fields.map((f) => {
          const error = errors[f.name];
          const disabled = f.readOnly || (editing && f.disabledOnEdit);
          const span = f.wide || ['textarea', 'lines', 'json', 'upload', 'richtext'].includes(f.kind) ? 'sm:col-span-2' : '';
          if (f.kind === 'checkbox')
            return (
              <div key={f.name} className={span}>
                <CheckboxField label={f.label} required={f.required} checked={values[f.name] === true} error={error} onChange={(checked) => onChange(f.name, checked)} />
              </div>
            );
          if (f.kind === 'custom' && f.render)
            return (
              <div key={f.name} className="sm:col-span-2">
                {f.render(values[f.name], (value) => onChange(f.name, value), error)}
              </div>
            );
          if (f.kind === 'upload' && f.upload)
            return (
              <div key={f.name} className={span}>
                <UploadDropZone
                  kind={f.upload.kind}
                  accept={f.upload.accept}
                  maxMb={f.upload.maxMb}
                  label={f.label}
                  required={f.required}
                  errorId={error ? errorId(f.name) : undefined}
                  current={values[f.name] ? { name: str(values[`${f.name}Name`] ?? values[f.name]), size: values[`${f.name}Size`] as number | null } : null}
                  onUploaded={(file) => {
                    onChange(f.name, file.url);
                    onChange(`${f.name}Name`, file.name);
                    onChange(`${f.name}Size`, file.size);
                  }}
                />
                <FieldErrorText name={f.name} error={error} />
              </div>
            );
          if (f.kind === 'richtext')
            return (
              <div key={f.name} className={span}>
                <span className="block text-sm font-medium text-slate-800">
                  {f.label} {f.required && <span aria-hidden="true" className="text-rose-700">*</span>}
                </span>
                <Suspense fallback={<div className="mt-1 h-40 animate-pulse rounded-md bg-slate-100" />}>
                  <RichTextEditor
                    initialHtml={str(values[f.name])}
                    onChange={(html) => onChange(f.name, html)}
                    label={f.label}
                    required={f.required}
                    invalid={!!error}
                    describedBy={error ? errorId(f.name) : undefined}
                  />
                </Suspense>
                <FieldErrorText name={f.name} error={error} />
              </div>
            );
          const control =
            f.kind === 'textarea' || f.kind === 'lines' || f.kind === 'json' ? (
              <textarea
                rows={f.kind === 'json' ? 8 : 4}
                className={`${inputClass} ${f.kind === 'json' ? 'font-mono text-xs' : ''}`}
                value={str(values[f.name])}
                placeholder={f.placeholder}
                disabled={disabled}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
            ) : f.kind === 'select' ? (
              <select className={inputClass} value={str(values[f.name])} disabled={disabled} onChange={(e) => onChange(f.name, e.target.value)}>
                {/* A required choice offers no « Tous »: left on this option it is « Ce champ est obligatoire ». */}
                <option value="">{f.placeholder ?? (f.required ? t('actions.choose') : t('actions.all'))}</option>
                {(f.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                type={f.kind === 'number' ? 'number' : f.kind}
                step={f.step}
                min={f.min}
                className={`${inputClass} ${f.readOnly ? 'bg-slate-100 font-semibold' : ''}`}
                value={f.value ?? str(values[f.name])}
                placeholder={f.placeholder}
                disabled={disabled && !f.readOnly}
                readOnly={f.readOnly}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
            );
          return (
            <div key={f.name} className={span}>
              <Field label={f.label} required={f.required} error={error} {...(f.hint ? { hint: f.hint } : {})}>
                {control}
              </Field>
            </div>
          );
        })}
        <FormErrorStatus errors={errors} attempt={attempt} />
        {serverError && (
          <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800 sm:col-span-2">
            {serverError}
          </p>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" onClick={onCancel} className="rounded-md px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
            Annuler
          </button>
          <button type="submit" disabled={saving} className="rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-60">
            {saving ? 'Enregistrement...' : 'Enregistrer'}
          </button>
        </div>
      </form>
      {children}
    </Modal>
  );
}
