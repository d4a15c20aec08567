import { useEffect, useRef } from 'react';
import { useText } from '../lib/use-text';

/** The form's overall outcome: the spec's success or failure text, announced to screen readers. */
export function FormFeedback({ status }: { status: { ok: boolean; text: string } | null }) {
  if (!status) return <div role="status" aria-live="polite" />;
  return (
    <div
      role={status.ok ? 'status' : 'alert'}
      className={`rounded-md px-4 py-3 text-sm font-medium ${status.ok ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200' : 'bg-rose-50 text-rose-900 ring-1 ring-rose-200'}`}
    >
      {status.text}
    </div>
  );
}

/**
 * What a failed submit does in every form, placed once inside the form: the first field in error
 * (Field marks it aria-invalid) takes the focus, which reads its label and its error, and a polite
 * status says how many fields are to correct. `attempt` counts the failed submits (useZodForm,
 * useEditor): the focus moves on each, not while the visitor corrects a field.
 */
export function FormErrorStatus({ errors, attempt }: { errors: Record<string, string | undefined>; attempt: number }) {
  const t = useText('common');
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const count = Object.values(errors).filter(Boolean).length;
  return (
    // A live region present from the start (announced when its text changes), without the status role
    // that the form's own outcome message holds.
    <p ref={ref} aria-live="polite" className="sr-only" data-testid="form-error-status">
      {attempt > 0 && count > 0 ? t('validation.summary', { count }) : ''}
    </p>
  );
}
