import { RefreshCw } from 'lucide-react';
import { useText } from '../../lib/use-text';

/** A read that failed (spec section 8: 'Une erreur est survenue'), with a way to try again. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const t = useText('common');
  return (
    <div role="alert" className="rounded-xl bg-rose-50 p-6 text-center ring-1 ring-rose-200" data-testid="query-error">
      <p className="font-semibold text-rose-900">{t('states.error')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {t('actions.retry')}
      </button>
    </div>
  );
}
