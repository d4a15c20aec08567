import {
  compareText,
  containsTerms,
  type listQueryFields,
  type SortOrder,
  searchFields,
  searchTerms,
  windowOf,
} from '@app/contract';
import type { z } from 'zod';

/*
 * The one place where list queries (style.md "Lists at size") are applied: filters, the contract's
 * search (list-helpers.ts: accents, case and punctuation ignored, every word in any order), a sort and a window, in JS over rows already loaded. At the event's size
 * (a few thousand rows) this costs about a millisecond, keeps the SQL portable and lets the search
 * ignore accents, which SQL LIKE cannot do portably.
 */

type Text = string | null | undefined;

/** The list fields every list procedure's input holds, as the contract parses them (listQueryFields). */
export type ListQuery = { [K in keyof typeof listQueryFields]?: z.output<(typeof listQueryFields)[K]> };

export interface ListSpec<T, K extends string = never> {
  /** Every filter but the search; an item is kept when this answers true. */
  where?: (item: T) => boolean;
  /** The texts the search looks into (see searchIn). */
  search?: (item: T) => string;
  /**
   * Sort keys, compared in turn with the French collation (numeric: 9 before 10); desc reverses the whole
   * key, tie-breakers included; empty values come last in both orders.
   */
  sorts?: Record<K, (item: T) => readonly Text[]>;
  sort?: K | undefined;
  /** The order the rows arrive in; asking for the other one without a sort key reverses them. */
  defaultOrder?: SortOrder;
}

export interface ListWindow<T> {
  items: T[];
  total: number;
}

/**
 * What the search looks into for each item, folded once per item and remembered as long as the item
 * lives: the cached public lists hand out the same objects on every request, so a search over them
 * folds no text again.
 */
export function searchIn<T extends object>(fields: (item: T) => readonly Text[]): (item: T) => string {
  const folded = new WeakMap<T, string>();
  return (item) => {
    let text = folded.get(item);
    if (text === undefined) {
      text = searchFields(fields(item));
      folded.set(item, text);
    }
    return text;
  };
}

function compareKeys(a: readonly Text[], b: readonly Text[], direction: 1 | -1): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] || null;
    const y = b[i] || null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    const c = compareText(x, y);
    if (c !== 0) return c * direction;
  }
  return 0;
}

type SortKey<T> = (item: T) => readonly Text[];

/**
 * Sorted copies of the lists, per list, key and direction, kept as long as the list lives: the cached
 * public lists are the same arrays on every request, so each order is computed once per admin write
 * (a collated sort of 3,000 rows costs a few milliseconds, filtering a sorted list well under one).
 */
const sortedLists = new WeakMap<readonly unknown[], Map<SortKey<never>, Partial<Record<SortOrder, unknown[]>>>>();

function sortedBy<T>(all: readonly T[], key: SortKey<T>, order: SortOrder): readonly T[] {
  const byKey = sortedLists.get(all) ?? new Map();
  sortedLists.set(all, byKey);
  const byOrder = byKey.get(key as SortKey<never>) ?? {};
  byKey.set(key as SortKey<never>, byOrder);
  const cached = byOrder[order];
  if (cached) return cached as T[];
  const direction = order === 'desc' ? -1 : 1;
  // Keys computed once per item, not once per comparison; Array.sort is stable, so ties keep the rows' order.
  const sorted = all
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => compareKeys(a.key, b.key, direction))
    .map((entry) => entry.item);
  byOrder[order] = sorted;
  return sorted;
}

function ordered<T, K extends string>(
  all: readonly T[],
  spec: ListSpec<T, K>,
  order: SortOrder | undefined,
): readonly T[] {
  const key = spec.sort === undefined ? undefined : spec.sorts?.[spec.sort];
  if (key) return sortedBy(all, key, order ?? 'asc');
  const natural = spec.defaultOrder ?? 'asc';
  return order && order !== natural ? [...all].reverse() : all;
}

/** Sorts, filters and searches, then cuts the window; `total` counts every matching item. */
export function listWindow<T, K extends string = never>(
  all: readonly T[],
  query: ListQuery | undefined,
  spec: ListSpec<T, K> = {},
): ListWindow<T> {
  const terms = searchTerms(query?.search);
  const search = spec.search;
  // Sorting the whole list first lets its order be reused; filtering keeps that order.
  const items = ordered(all, spec, query?.order).filter(
    (item) =>
      (!spec.where || spec.where(item)) && (terms.length === 0 || !search || containsTerms(search(item), terms)),
  );
  return { items: windowOf(items, query ?? {}), total: items.length };
}

/** True when the query narrows or cuts the list: the answer is then not the whole list. */
export function narrows(query: object | undefined): boolean {
  return (
    !!query && Object.entries(query).some(([name, value]) => value !== undefined && name !== 'sort' && name !== 'order')
  );
}

/** Distinct non-empty values, in French collation order. */
export function distinctSorted(values: Iterable<Text>): string[] {
  return [...new Set([...values].filter((v): v is string => !!v))].sort(compareText);
}

/** Counts of items per status, with the total, over every item given. */
export function countByStatus<S extends string>(
  items: readonly { status: S }[],
  statuses: readonly S[],
): Record<S, number> & { total: number } {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const item of items) if (item.status in counts) counts[item.status] += 1;
  return { ...counts, total: items.length };
}

interface TotalHeaderTarget {
  setHeader?: ((name: string, value: string) => void) | undefined;
}

/**
 * The array answer of a list procedure. When the query narrows or cuts the list, the number of matching
 * rows goes in X-Total-Count, so a REST client can page without a second shape of answer.
 */
export function withTotalHeader<T>(ctx: TotalHeaderTarget, query: object | undefined, page: ListWindow<T>): T[] {
  if (narrows(query)) ctx.setHeader?.('X-Total-Count', String(page.total));
  return page.items;
}
