import { formatNumber } from '../../../lib/format';

export function StatusCounters({ items }: { items: { label: string; value: number; tone: string }[] }) {
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((c) => (
        <div key={c.label} className={`rounded-xl p-4 ring-1 ring-slate-200 ${c.tone}`}>
          <dt className="text-sm">{c.label}</dt>
          <dd className="text-2xl font-black">{formatNumber(c.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
