import { UNSUBSCRIBE_PATH } from '@app/contract';
import { trpcClient } from '../../lib/trpc';
import { FormFeedback } from '../../ui/FormFeedback';
import { PageHero } from '../../ui/PageHero';
import { type TokenOutcome, useTokenAction } from './use-token-action';
import { useText } from '../../lib/use-text';

/**
 * The newsletter's unsubscribe link lands here. Opening it changes nothing (mail scanners open links):
 * the button does. Without JavaScript the button posts the form to the server, which comes back here
 * with the outcome; with it, the page posts the token itself and stays.
 */
export function UnsubscribePage({
  token,
  outcome: initial,
}: {
  token: string | undefined;
  outcome: TokenOutcome | undefined;
}) {
  const t = useText('pages');
  const { outcome, error, busy, onSubmit } = useTokenAction(
    token,
    (value) => trpcClient.newsletter.unsubscribe.mutate({ token: value }),
    initial,
  );

  const shown = outcome ?? (token ? undefined : 'unknown');
  return (
    <>
      <PageHero title={t('unsubscribe.title')} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {shown ? (
          <FormFeedback
            status={{ ok: shown === 'done', text: t(shown === 'done' ? 'unsubscribe.done' : 'unsubscribe.unknown') }}
          />
        ) : (
          <form
            method="post"
            action={UNSUBSCRIBE_PATH}
            onSubmit={(e) => void onSubmit(e)}
            className="space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200"
          >
            <p className="text-slate-800">{t('unsubscribe.intro')}</p>
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900 disabled:opacity-60"
            >
              {t('unsubscribe.button')}
            </button>
            <FormFeedback status={error ? { ok: false, text: error } : null} />
          </form>
        )}
      </div>
    </>
  );
}
