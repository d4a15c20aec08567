import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pagerPages } from './pager-pages';

export interface PagerLabels {
  /** e.g. '51–100 sur 3 000' / '51–100 of 3,000' */
  range: (from: number, to: number, total: number) => string;
  previous: string;
  next: string;
  /** Accessible name of the navigation landmark. */
  nav: string;
  /** Accessible name of a page's button ('Page 30'). */
  page: (n: number) => string;
}

/**
 * Previous / next and the page numbers over a server-side window of a list: the lists at size (public
 * participants, admin lists) show one page of rows, never all of them. Labels come from the caller so the public site
 * (i18next) and the French-only back-office share the component.
 */
export function Pager({
  total,
  limit,
  offset,
  onChange,
  labels,
  testId = 'pager',
}: {
  total: number;
  limit: number;
  offset: number;
  onChange: (offset: number) => void;
  labels: PagerLabels;
  testId?: string;
}) {
  if (total <= limit && offset === 0) return null;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  const button =
    'inline-flex items-center gap-1 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
  const current = Math.floor(offset / limit) + 1;
  const count = Math.max(1, Math.ceil(total / limit));
  return (
    <nav
      aria-label={labels.nav}
      className="mt-3 flex flex-wrap items-center justify-between gap-2"
      data-testid={testId}
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {labels.range(from, to, total)}
      </p>
      {/* Its buttons need JavaScript; without it, the range alone says which rows are shown. */}
      <div className="flex flex-wrap items-center gap-2 noscript:hidden">
        <button
          type="button"
          className={button}
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {labels.previous}
        </button>
        <ul className="flex flex-wrap items-center gap-1" data-testid={`${testId}-pages`}>
          {pagerPages(current, count).map((page, i) =>
            page === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ) : (
              <li key={page}>
                <button
                  type="button"
                  aria-label={labels.page(page)}
                  aria-current={page === current ? 'page' : undefined}
                  className={`min-w-9 rounded-md px-2 py-2 text-sm font-semibold tabular-nums ring-1 ${page === current ? 'bg-sky-800 text-white ring-sky-800' : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-50'}`}
                  onClick={() => onChange((page - 1) * limit)}
                >
                  {page}
                </button>
              </li>
            ),
          )}
        </ul>
        <button
          type="button"
          className={button}
          disabled={offset + limit >= total}
          onClick={() => onChange(offset + limit)}
        >
          {labels.next}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </nav>
  );
}
