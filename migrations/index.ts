import type { Migration } from 'kysely';
import * as initial from './2026_11_22_000000_initial';

// Listed explicitly so bundlers, tsx and vitest all see the same set in the same order.
export const migrations: Record<string, Migration> = {
  '2026_11_22_000000_initial': initial,
};
