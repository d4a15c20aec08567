import { capitalise } from '../../lib/format';
import { useText } from '../../lib/use-text';

/** The label of a content key, translated when it is a known one ('metro', 'Vendredi'…), else as written. */
function useKeyLabel() {
  const t = useText('pages');
  return (key: string) => {
    const id = key.trim().toLowerCase();
    if (!id || /[.:]/.test(id)) return capitalise(key);
    return t(`practical.contentKeys.${id}`, { defaultValue: capitalise(key) });
  };
}

// Practical content is a string, or an object of strings, lists and nested objects (spec section 3).
export function ContentView({ value, depth = 0 }: { value: unknown; depth?: number }) {
  const keyLabel = useKeyLabel();
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return <span>{String(value)}</span>;
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
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // A description reads as a paragraph, without a label.
    const description = entries.find(([k, v]) => k.toLowerCase() === 'description' && typeof v === 'string');
    const rest = entries.filter((e) => e !== description);
    return (
      <div className="space-y-2">
        {description && <p>{String(description[1])}</p>}
        {rest.length > 0 && (
          <dl className="space-y-1">
            {rest.map(([k, v]) => (
              <div key={k} className={v !== null && typeof v === 'object' ? 'mt-2' : 'flex flex-wrap gap-x-2'}>
                <dt className="font-semibold text-slate-900">{keyLabel(k)}</dt>
                <dd className="text-slate-800">
                  <ContentView value={v} depth={depth + 1} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    );
  }
  return null;
}
