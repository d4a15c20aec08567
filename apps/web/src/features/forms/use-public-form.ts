import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrors } from '../../lib/error-message';
import { useZodForm } from '../../lib/use-zod-form';
import { useErrorText } from './use-error-text';

/**
 * The public forms' one wiring (contact, volunteers, press): checked with the contract's schema, sent,
 * emptied after a success, the server's field errors shown after a failure. `sent` says whether an
 * answer counts as sent: a success without a message does nothing visible (spec section 8).
 */
export function usePublicForm<S extends z.ZodType, V extends Record<string, unknown>, R>(
  schema: S,
  empty: V,
  submit: (input: z.output<S>) => Promise<R>,
  sent: (answer: R) => boolean = () => true,
) {
  const form = useZodForm(schema, empty);
  const errorText = useErrorText();
  // The outcome is kept as a state, not a text, so that it follows a language switch.
  const [status, setStatus] = useState<'sent' | 'failed' | null>(null);
  const send = useMutation({ mutationFn: submit });
  const { i18n } = useTranslation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    // The visitor's language goes with the form: the mails that answer them are written in it (issue 32).
    const language = i18n.language === 'en' ? 'en' : 'fr';
    send.mutate(
      { ...input, language },
      {
        onSuccess: (answer) => {
          if (!sent(answer)) return;
          setStatus('sent');
          form.reset();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          setStatus('failed');
        },
      },
    );
  };

  return { form, errorText, status, pending: send.isPending, onSubmit };
}
