import { useState } from 'react';
import type { z } from 'zod';

/**
 * Form state validated with the contract's schema: the same rules as the server, field errors
 * keyed by field name. Values are kept after a failure and reset after a success by the caller.
 * `attempt` counts the submits that ended with field errors (the schema's or the server's): the
 * form's FormErrorStatus moves the focus to the first field in error on each.
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S | null, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setFieldErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFieldErrors((e) => {
      if (!e[key as string]) return e;
      const { [key as string]: _, ...rest } = e;
      return rest;
    });
  };

  /** Shows these field errors (e.g. the server's); a non-empty set counts as a failed attempt. */
  const setErrors = (next: Record<string, string>) => {
    setFieldErrors(next);
    if (Object.keys(next).length > 0) setAttempt((n) => n + 1);
  };

  /** Sets several values at once, leaving the others as they are. */
  const fill = (some: Partial<V>) => setValues((v) => ({ ...v, ...some }));

  /**
   * The parsed input, or null after showing the field errors; a form made without its schema passes it
   * here, and values not yet in the state (set in the same event) as `checked`.
   */
  const validate = (using: S | null = schema, checked: V = values): z.output<S> | null => {
    if (!using) throw new Error('useZodForm: no schema to check the form with');
    const result = using.safeParse(checked);
    if (result.success) {
      setFieldErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !next[key]) next[key] = issue.message;
    }
    setErrors(next);
    return null;
  };

  return { values, errors, attempt, set, fill, setErrors, validate, reset: () => setValues(initial) };
}
