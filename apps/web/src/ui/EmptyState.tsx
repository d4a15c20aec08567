import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing to show: nothing yet, or nothing that matches the search and
 * filters (which the page then says in so many words, rather than an empty table or empty headings).
 */
export function EmptyState({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div
      className="mt-2 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-800"
      data-testid="empty-state"
    >
      <p>{children}</p>
      {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
    </div>
  );
}
