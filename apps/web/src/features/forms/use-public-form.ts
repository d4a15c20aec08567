import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrors } from '../../lib/error-message';
import { useZodForm } from '../../lib/use-zod-form';
import { readEarlyValues } from './read-early-values';
import { takeWaitingSubmit } from '../../lib/take-waiting-submit';
import { useErrorText } from './use-error-text';

/**
 * The public forms' one wiring (contact, volunteers, press): checked with the contract's schema, sent,
 * emptied after a success, the server's field errors shown after a failure. `sent` says whether an
 * answer counts as sent: a success without a message does nothing visible (spec section 8).
 *
 * The schema comes from `loadSchema` (a dynamic import of its contract module), fetched when the visitor
 * first enters the form (`prepare`, on focus), or at the latest on sending: zod and the schemas are some
 * 60 kB and one 30 to 40 ms task at full speed, which the page no longer pays as it opens.
 *
 * What the visitor typed before the scripts had run is taken from the page once the form is React's
 * (`ref`, read-early-values), and a sending asked for meanwhile (the boot script holds it back and marks
 * the form `data-submit-waiting`) happens then, with those values.
 */
export function usePublicForm<S extends z.ZodType, V extends Record<string, unknown>, R>(
  loadSchema: () => Promise<S>,
  empty: V,
  submit: (input: z.output<S>) => Promise<R>,
  sent: (answer: R) => boolean = () => true,
) {
  const form = useZodForm<S, V>(null, empty);
  const schema = useRef<Promise<S> | null>(null);
  const prepare = () => {
    // A failed fetch (the network dropped) is tried again at the next focus or sending.
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    return schema.current;
  };
  const errorText = useErrorText();
  // The outcome is kept as a state, not a text, so that it follows a language switch.
  const [status, setStatus] = useState<'sent' | 'failed' | null>(null);
  const mutation = useMutation({ mutationFn: submit });
  const { i18n } = useTranslation();

  const ref = useRef<HTMLFormElement>(null);

  const send = async (values: V) => {
    let checked: S;
    try {
      checked = await prepare();
    } catch {
      setStatus('failed');
      return;
    }
    const input = form.validate(checked, values);
    if (!input) return;
    // The visitor's language goes with the form: the mails that answer them are written in it (issue 32).
    const language = i18n.language === 'en' ? 'en' : 'fr';
    mutation.mutate(
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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(form.values);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form is hydrated
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const early = readEarlyValues(element, form.values);
    if (Object.keys(early).length > 0) form.fill(early);
    const values = { ...form.values, ...early };
    if (takeWaitingSubmit(element)) void send(values);
  }, []);

  return { ref, form, errorText, status, pending: mutation.isPending, onSubmit, prepare };
}
