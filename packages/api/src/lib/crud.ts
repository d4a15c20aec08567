import { notFound } from './domain-error';

/** Throws the domain's 404 when an update or delete touched no row. */
export function assertTouched(result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }, what: string): void {
  const n = Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n);
  if (n === 0) throw notFound(`${what} introuvable`);
}

/** Keeps only the keys that were given, so a partial update leaves the other columns alone. */
export function definedOnly<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const boolColumn = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
