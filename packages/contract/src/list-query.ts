import { z } from 'zod';

/*
 * One list contract for every list at size (style.md "Lists at size"): a query (search, filters,
 * sort, order, limit, offset) and a page (items and total). GET parameters arrive as strings over
 * REST, so numbers are coerced here, on purpose and only here.
 */

export const MAX_PAGE_SIZE = 500;
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** An optional filter value; '' and 'all' mean no filter, as the screens' selects send them. */
export const optionalFilter = (max = 128) =>
  z
    .string()
    .trim()
    .max(max, { error: `Ce paramètre ne peut pas dépasser ${max} caractères` })
    .optional()
    .transform((v) => (v && v !== 'all' ? v : undefined));

export const listQueryFields = {
  search: z
    .string()
    .trim()
    .max(100, { error: 'La recherche ne peut pas dépasser 100 caractères' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  order: z.enum(sortOrders, { error: 'Ordre de tri invalide (asc ou desc)' }).optional(),
  limit: z.coerce
    .number({ error: 'limit doit être un nombre' })
    .int({ error: 'limit doit être un nombre entier' })
    .min(1, { error: 'limit doit être au moins 1' })
    .max(MAX_PAGE_SIZE, { error: `limit ne peut pas dépasser ${MAX_PAGE_SIZE}` })
    .optional(),
  offset: z.coerce
    .number({ error: 'offset doit être un nombre' })
    .int({ error: 'offset doit être un nombre entier' })
    .min(0, { error: 'offset doit être positif ou nul' })
    .max(1_000_000, { error: 'offset est trop grand' })
    .optional(),
};

/** A page of a list: the window asked for and the number of items that match the filters. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

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
