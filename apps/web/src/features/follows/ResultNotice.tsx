import { resultStatusLabels } from '@app/contract';
import { X } from 'lucide-react';
import { useLocalized } from '../../lib/use-localized';
import type { NewResult } from './new-results';
import { useText } from '../../lib/use-text';

/**
 * The followed athletes' new results while « Mes suivis » is open (issue 30): a polite live region,
 * there from the first render so that screen readers hear what is added to it, never a modal; each
 * line can be dismissed.
 */
export function ResultNotice({ items, onDismiss }: { items: readonly NewResult[]; onDismiss: (id: string) => void }) {
  const t = useText('pages');
  const { label } = useLocalized();
  const outcome = ({ result }: NewResult) =>
    result.status === 'finished' && result.rank !== null
      ? [t('follows.rank', { count: result.rank, ordinal: true }), result.time].filter(Boolean).join(', ')
      : label(resultStatusLabels[result.status]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 bottom-4 z-40 flex flex-col items-center gap-2 px-4"
    >
      {items.map((item) => (
        <p
          key={item.id}
          className="flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-2 text-sm text-white shadow-lg"
          data-testid="follow-notice"
        >
          <span>{t('follows.notice', { name: item.name, outcome: outcome(item) })}</span>
          <button
            type="button"
            onClick={() => onDismiss(item.id)}
            aria-label={t('follows.dismiss', { name: item.name })}
            className="-mr-1 rounded-md p-1 hover:bg-white/20"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </p>
      ))}
    </div>
  );
}
