// Practical content is a string, or an object of strings, lists and nested objects (spec section 3).
export function ContentView({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return <span>{String(value)}</span>;
  if (Array.isArray(value))
    return (
      <ul className="list-inside list-disc space-y-1">
        {value.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: content lists have no ids
          <li key={i}>
            <ContentView value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  if (typeof value === 'object')
    return (
      <dl className="space-y-1">
        {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
          <div key={k} className={typeof v === 'object' ? 'mt-2' : 'flex flex-wrap gap-x-2'}>
            <dt className="font-semibold capitalize text-slate-900">{k}</dt>
            <dd className="text-slate-800">
              <ContentView value={v} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  return null;
}
