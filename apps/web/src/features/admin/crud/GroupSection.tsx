import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';

/** One group of a grouped admin list (by level, date, championship or section): its heading, then its items. */
export function GroupSection({
  title,
  count,
  listClassName,
  children,
}: {
  title: ReactNode;
  count?: number;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <section className="mb-8">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        {title}
        {count !== undefined && <span className="rounded-full bg-slate-200 px-2 text-sm">{formatNumber(count)}</span>}
      </h2>
      <ul className={listClassName} data-testid="admin-list">
        {children}
      </ul>
    </section>
  );
}

/** The card every admin list item sits in. */
export function ItemCard({ className = 'p-4', children }: { className?: string; children: ReactNode }) {
  return (
    <li className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`} data-testid="admin-item">
      {children}
    </li>
  );
}
