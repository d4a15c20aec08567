import { trpcClient } from '../../lib/trpc';
import { FormFeedback } from '../../ui/FormFeedback';
import { PageHero } from '../../ui/PageHero';
import { useTokenAction } from './use-token-action';
import { useText } from '../../lib/use-text';

/**
 * The newsletter's confirmation link lands here (double opt-in). Opening it changes nothing (mail scanners
 * open links): the button's POST subscribes the address.
 */
export function ConfirmPage({ token }: { token: string | undefined }) {
  const t = useText('pages');
  const { outcome, error, busy, onSubmit } = useTokenAction(
    token,
    (value) => trpcClient.newsletter.confirm.mutate({ token: value }),
    token ? undefined : 'unknown',
  );

  return (
    <>
      <PageHero title={t('newsletterConfirm.title')} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {outcome ? (
          <FormFeedback
            status={{
              ok: outcome === 'done',
              text: t(outcome === 'done' ? 'newsletterConfirm.done' : 'newsletterConfirm.unknown'),
            }}
          />
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} className="space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <p className="text-slate-800">{t('newsletterConfirm.intro')}</p>
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900 disabled:opacity-60"
            >
              {t('newsletterConfirm.button')}
            </button>
            <FormFeedback status={error ? { ok: false, text: error } : null} />
          </form>
        )}
      </div>
    </>
  );
}
