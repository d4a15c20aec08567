import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { takeWaitingSubmit } from '../../lib/take-waiting-submit';
import { useEarlyValue } from '../../lib/use-early-value';
import { trpcClient } from '../../lib/trpc';
import { FormErrorStatus } from '../../ui/FormFeedback';
import { FormNeedsScript } from '../../ui/NoScript';

export function NewsletterBox() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  // A key for our own texts (so that they follow a language switch), a text for the server's answer.
  const [feedback, setFeedback] = useState<{ ok: boolean; key?: string; text?: string } | null>(null);
  // Failed submits for an invalid address: the shared FormErrorStatus brings the focus back to the box.
  const [attempt, setAttempt] = useState(0);
  const subscribe = useMutation({
    mutationFn: (input: { email: string; language: 'fr' | 'en' }) => trpcClient.newsletter.subscribe.mutate(input),
  });

  const form = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLInputElement>(null);

  const send = async (email: string) => {
    // The contract's schema (and zod with it) is fetched on the first submit only: the footer is on
    // every page, and the home page's JavaScript budget has no room for zod.
    const { newsletterInput } = await import('./newsletter-schema');
    // Double opt-in: the confirmation mail goes out in the language the visitor reads the site in.
    const parsed = newsletterInput.safeParse({ email, language: i18n.language === 'en' ? 'en' : 'fr' });
    if (!parsed.success) {
      setFeedback({ ok: false, key: 'footer.newsletterInvalid' });
      setAttempt((n) => n + 1);
      return;
    }
    subscribe.mutate(parsed.data, {
      // The same answer for a new, a pending or a subscribed address: the links travel by mail only.
      onSuccess: () => {
        setFeedback({ ok: true, key: 'footer.newsletterDone' });
        setEmail('');
      },
      onError: (error) => {
        setFeedback({ ok: false, text: errorMessage(error) });
      },
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(email);
  };

  // An address typed, and perhaps sent, before the scripts had run (issue 30): taken from the page once the
  // form is React's, and sent then (the boot script held the sending back).
  useEarlyValue(box, email, setEmail);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form is hydrated
  useEffect(() => {
    if (takeWaitingSubmit(form.current)) void send(box.current?.value ?? '');
  }, []);

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      data-needs-script
      aria-labelledby="newsletter-title"
      className="group"
    >
      <h2 id="newsletter-title" className="text-base font-semibold text-white">
        {t('footer.newsletter')}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{t('footer.newsletterText')}</p>
      <FormNeedsScript className="mt-2 block" tone="bg-white/10 text-white ring-white/20" />
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('footer.newsletterEmail')}
        </label>
        <input
          ref={box}
          id="newsletter-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('footer.newsletterPlaceholder')}
          autoComplete="email"
          required
          aria-required="true"
          aria-invalid={feedback?.ok === false ? true : undefined}
          aria-describedby="newsletter-feedback"
          className="min-w-0 flex-1 rounded-md border border-white/20 bg-white/10 px-3 py-2 text-sm text-white placeholder:text-slate-300"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-md bg-cyan-400 px-4 py-2 text-sm font-bold text-navy-950 hover:bg-cyan-300 disabled:opacity-60 group-data-[submit-waiting]:cursor-progress group-data-[submit-waiting]:opacity-60"
        >
          {t('footer.newsletterSend')}
        </button>
      </div>
      <p
        id="newsletter-feedback"
        role="status"
        className={`mt-2 min-h-5 text-sm ${feedback?.ok ? 'text-emerald-300' : 'text-rose-300'}`}
      >
        {feedback?.key ? t(feedback.key) : feedback?.text}
      </p>
      <FormErrorStatus
        errors={{ email: feedback?.key === 'footer.newsletterInvalid' ? feedback.key : undefined }}
        attempt={attempt}
      />
    </form>
  );
}
