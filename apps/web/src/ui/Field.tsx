import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';

/**
 * What Field sets on its control: a custom control (a password box, a settings control) takes these
 * props and spreads them on its input.
 */
export interface FieldWiring {
  id?: string;
  type?: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean | undefined;
  hint?: string | undefined;
  children: ReactElement<FieldWiring>;
}

/** The ids of a field's hint and error, in the order a screen reader reads them after the label. */
function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** The asterisk beside a required field's label: for the eye only, the control carries `required`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-rose-700">
      {' '}
      *
    </span>
  );
}

/** The field's error, tied to its control by id (the control's aria-describedby names it). */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-rose-700" data-field-error>
      {error}
    </p>
  );
}

/**
 * A label, its control and the field's error message, wired for screen readers: the one form field
 * of the site and the back-office. A required field's control carries `required` and `aria-required`
 * (the asterisk beside the label is for the eye only); a field in error is `aria-invalid` and
 * described by its message, so that focusing it (FormErrorStatus moves the focus to the first one
 * after a failed submit) reads the error. A plain `<input>` gets an explicit `type="text"`: checkers
 * (HTML_CodeSniffer) judge its `autocomplete` value against the type it states.
 */
export function Field({ label, error, required, hint, children }: FieldProps) {
  const id = useId();
  const plainInput = children.type === 'input' && children.props.type === undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {cloneElement(children, {
        id,
        ...(plainInput ? { type: 'text' } : {}),
        ...(required ? { required: true, 'aria-required': true } : {}),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  required?: boolean | undefined;
  /** The key its value goes under, read back from the page by a public form (read-early-values). */
  field?: string | undefined;
}

/** A single checkbox with its label beside it (a consent), wired like Field. */
export function CheckboxField({ label, checked, onChange, error, required, field }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          className="mt-1"
          data-field={field}
          checked={checked}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, undefined)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200 aria-[invalid=true]:border-rose-600';
