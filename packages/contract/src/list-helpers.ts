// The list helpers the public pages use, without zod: a page that searches or sorts what it shows
// should not construct the list schemas (list-query.ts) as it boots.

/** Lower case without accents: searches ignore both ('Éloïse' is found by 'eloise'). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** True when the folded needle occurs in one of the values (an empty needle matches everything). */
export function matchesSearch(needle: string | undefined, values: readonly (string | null | undefined)[]): boolean {
  if (!needle) return true;
  const folded = foldText(needle.trim());
  return values.some((v) => !!v && foldText(v).includes(folded));
}

/** The window [offset, offset + limit) of already filtered and sorted items. */
export function windowOf<T>(items: readonly T[], query: { limit?: number | undefined; offset?: number | undefined }): T[] {
  const offset = query.offset ?? 0;
  return query.limit === undefined ? items.slice(offset) : items.slice(offset, offset + query.limit);
}

let collator: Intl.Collator | undefined;
/**
 * French collation for names: accents and case do not change the order. The collator is built on first
 * use: ICU's collation data costs a browser page about 45 ms to load, and most pages never sort a name.
 */
export const compareText = (a: string, b: string): number => {
  collator ??= new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
};

/** ISO dates and times ('2026-01-29 08:30') in time order: their characters' order, without collation. */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
