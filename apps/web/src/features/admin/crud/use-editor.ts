import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../lib/error-message';
import { adminErrorMessage } from './admin-error';
import type { FormValues } from './field-types';

/** A domain's create and update procedures (their inputs were checked by the contract's schema). */
interface Procedures {
  create: { mutate: (input: never) => Promise<unknown> };
  update: { mutate: (input: never) => Promise<unknown> };
}

/** The usual save: update when editing, create otherwise. */
export const saveWith =
  (procedures: Procedures) =>
  (input: Record<string, unknown>, editing: unknown): Promise<unknown> =>
    editing ? procedures.update.mutate(input as never) : procedures.create.mutate(input as never);

interface EditorOptions<T> {
  empty: FormValues;
  toForm: (item: T) => FormValues;
  /** Builds the procedure input from the form; may throw an Error whose message is shown. */
  toInput: (values: FormValues, editing: T | null) => Record<string, unknown>;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  save: (input: Record<string, unknown>, editing: T | null) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * The modal's state: closed, creating or editing. Save validates with the contract's schema,
 * calls the procedure, then closes, resets and reloads; cancel resets the form and the target.
 */
export function useEditor<T>(options: EditorOptions<T>) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [values, setValues] = useState<FormValues>(options.empty);
  const [errors, setFieldErrors] = useState<Record<string, string>>({});
  // Saves that ended with field errors: the modal's FormErrorStatus moves the focus on each.
  const [attempt, setAttempt] = useState(0);
  const setErrors = (next: Record<string, string>) => {
    setFieldErrors(next);
    if (Object.keys(next).length > 0) setAttempt((n) => n + 1);
  };
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setOpen(false);
    setEditing(null);
    setValues(options.empty);
    setFieldErrors({});
    setServerError(null);
  };

  const submit = async () => {
    setServerError(null);
    let input: Record<string, unknown>;
    try {
      input = options.toInput(values, editing);
    } catch (e) {
      setServerError(adminErrorMessage(e));
      return;
    }
    const parsed = (editing ? options.updateSchema : options.createSchema).safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      setServerError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    try {
      await options.save(input, editing);
      reset();
      options.onSaved();
    } catch (e) {
      setErrors(fieldErrors(e));
      setServerError(adminErrorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return {
    open,
    editing,
    values,
    errors,
    attempt,
    serverError,
    saving,
    setField: (name: string, value: unknown) => {
      setValues((v) => ({ ...v, [name]: value }));
      // A corrected field is no longer shown in error (nor announced as such) until the next save.
      setFieldErrors((e) => {
        if (!e[name]) return e;
        const { [name]: _, ...rest } = e;
        return rest;
      });
    },
    openCreate: () => {
      reset();
      setOpen(true);
    },
    openEdit: (item: T) => {
      reset();
      setEditing(item);
      setValues(options.toForm(item));
      setOpen(true);
    },
    cancel: reset,
    submit,
  };
}
