import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormErrorStatus, FormFeedback } from '../../ui/FormFeedback';
import { FormNeedsScript } from '../../ui/NoScript';
import { useText } from '../../lib/use-text';

interface Props {
  /** What usePublicForm returns. */
  of: {
    ref: RefObject<HTMLFormElement | null>;
    form: { errors: Record<string, string>; attempt: number };
    status: 'sent' | 'failed' | null;
    pending: boolean;
    onSubmit: (e: FormEvent) => void;
    /** Fetches the form's schema ahead of the sending. */
    prepare: () => Promise<unknown>;
  };
  /** The texts' section: its `sent`, `failed` and `submit`. */
  section: 'contact' | 'press' | 'volunteers';
  testId: string;
  children: ReactNode;
}

/** A public form around its fields: the no-script notice, the errors' summary, the outcome and the submit button. */
export function PublicForm({ of, section, testId, children }: Props) {
  const t = useText('pages');
  const { form, status, pending } = of;
  return (
    <form
      ref={of.ref}
      onSubmit={of.onSubmit}
      onFocus={() => void of.prepare().catch(() => undefined)}
      noValidate
      // The boot script holds back a sending asked for before the scripts have run (usePublicForm sends it).
      data-needs-script
      className="group space-y-4"
      data-testid={testId}
    >
      <FormNeedsScript />
      {children}
      <FormErrorStatus errors={form.errors} attempt={form.attempt} />
      <FormFeedback status={status && { ok: status === 'sent', text: t(`${section}.${status}`) }} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg bg-sky-800 px-6 py-3 font-semibold text-white hover:bg-sky-900 disabled:opacity-60 group-data-[submit-waiting]:cursor-progress group-data-[submit-waiting]:opacity-60"
      >
        {pending ? t('forms.sending') : t(`${section}.submit`)}
      </button>
    </form>
  );
}
