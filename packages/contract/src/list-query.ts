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
