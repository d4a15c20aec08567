import { useState } from 'react';
import type { z } from 'zod';

/**
 * Form state validated with the contract's schema: the same rules as the server, field errors
 * keyed by field name. Values are kept after a failure and reset after a success by the caller.
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key as string]) return e;
      const { [key as string]: _, ...rest } = e;
      return rest;
    });
  };

  /** The parsed input, or null after showing the field errors. */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
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

  return { values, errors, set, setErrors, validate, reset: () => setValues(initial) };
}
