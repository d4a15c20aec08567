// The list helpers the public pages use, without zod: a page that searches or sorts what it shows
// should not construct the list schemas (list-query.ts) as it boots.

/** Lower case without accents: searches ignore both ('Éloïse' is found by 'eloise'). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/*
 * One normalisation for every search, on the server (`?search=`) and in the browser alike: accents,
 * case and ligatures are ignored, and apostrophes (straight or curly), hyphens, dashes and spaces are
 * one separator, so that `saint etienne` finds `Saint-Étienne` and `cercle de l'aviron` finds
 * `Cercle de l’Aviron`. Other signs stay literal: `100%`, `carte_` or an e-mail address are found as typed. A search of several words finds the items holding every word, in any order and
 * across their fields (`agathe adam` finds Adam Agathe, `adam metz` Adam of a club in Metz).
 */
const separators = /[\s'’‘ʼ`´\-‐‑‒–—]+/gu;
const ligatures = /[œæß]/g;
const unligature: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** A text as searches see it: folded (foldText), ligatures spelt out, words separated by one space. */
export function searchText(value: string): string {
  return foldText(value)
    .replace(ligatures, (c) => unligature[c] ?? c)
    .replace(separators, ' ')
    .trim();
}

/** The words of a search, normalised; none for an empty search or one of punctuation only. */
export function searchTerms(needle: string | null | undefined): string[] {
  return needle ? searchText(needle).split(' ').filter(Boolean) : [];
}

/** True when every word occurs in the text (a searchText or several joined by spaces); no words match all. */
export function containsTerms(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

/** The searchable text of an item's fields: a word never spans two fields. */
export function searchFields(values: readonly (string | null | undefined)[]): string {
  return values
    .filter((v): v is string => !!v)
    .map(searchText)
    .join(' ');
}

/** True when the search's every word occurs in one of the values (an empty search matches everything). */
export function matchesSearch(needle: string | undefined, values: readonly (string | null | undefined)[]): boolean {
  const terms = searchTerms(needle);
  return terms.length === 0 || containsTerms(searchFields(values), terms);
}

/** The window [offset, offset + limit) of already filtered and sorted items. */
export function windowOf<T>(
  items: readonly T[],
  query: { limit?: number | undefined; offset?: number | undefined },
): T[] {
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
