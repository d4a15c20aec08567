import { Link } from '@tanstack/react-router';
import { ArrowLeft, Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/PageHero';
import { Skeleton } from '../../../ui/Skeleton';
import { formatNumber } from '../../../lib/format';

interface Props {
  title: string;
  count?: number;
  loading?: boolean;
  error?: string | null;
  /** Clears a failed action's message (a failed load stays until the next load). */
  onDismissError?: () => void;
  /** Shown under the screen's counters and filters when there is nothing yet (count 0). */
  empty?: ReactNode;
  onAdd?: () => void;
  addLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every admin screen: back arrow, title with count, 4-6 skeletons while loading, the empty state,
 * a failure message that stays in view while scrolling, and the floating add button.
 */
export function AdminShell({
  title,
  count,
  loading,
  error,
  onDismissError,
  empty,
  onAdd,
  addLabel,
  actions,
  children,
}: Props) {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${title} · Administration`);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-6">
      <header className="mb-6 flex flex-wrap items-center gap-3">
        <Link
          to="/admin/dashboard"
          className="rounded-full p-2 text-slate-700 hover:bg-white"
          aria-label={t('common.back')}
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {/* While the list loads its count is not known: a placeholder, not a 0 that looks like an answer. */}
        {loading ? (
          <span className="h-6 w-12 animate-pulse rounded-full bg-slate-200" data-testid="admin-count-loading">
            <span className="sr-only">{t('common.loading')}</span>
          </span>
        ) : (
          count !== undefined && (
            <span
              className="rounded-full bg-sky-100 px-2.5 py-0.5 text-sm font-semibold text-sky-900"
              data-testid="admin-count"
            >
              {formatNumber(count)}
            </span>
          )
        )}
        <div className="ml-auto flex flex-wrap gap-2">{actions}</div>
      </header>
      {error && (
        <div
          role="alert"
          data-testid="admin-error"
          className="sticky top-2 z-20 mb-4 flex items-start gap-3 rounded-md bg-rose-50 px-4 py-3 text-sm text-rose-800 shadow-md ring-1 ring-rose-200"
        >
          <p className="flex-1">{error}</p>
          {onDismissError && (
            <button
              type="button"
              onClick={onDismissError}
              aria-label={t('common.dismiss')}
              className="rounded p-0.5 hover:bg-rose-100"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          )}
        </div>
      )}
      {loading ? (
        <Skeleton count={5} className="h-20" />
      ) : (
        <>
          {children}
          {/* After the screen's counters and filters (they belong to its children), never above them. */}
          {count === 0 && empty && !error && (
            <div
              className="rounded-xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200"
              data-testid="admin-empty"
            >
              {empty}
            </div>
          )}
        </>
      )}
      {onAdd && (
        <button
          type="button"
          onClick={onAdd}
          aria-label={addLabel ?? t('common.add')}
          title={addLabel ?? t('common.add')}
          data-testid="admin-add"
          className="fixed bottom-6 right-6 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-sky-800 text-white shadow-xl hover:bg-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800"
        >
          <Plus aria-hidden="true" className="h-7 w-7" />
        </button>
      )}
    </div>
  );
}
