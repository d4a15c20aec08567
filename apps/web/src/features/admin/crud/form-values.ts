import type { FormValues } from './field-types';

// Form fields hold text; these turn them back into what the contract expects.
export const text = (v: FormValues, k: string) => String(v[k] ?? '').trim();
export const optional = (v: FormValues, k: string) => text(v, k) || null;
/** Non-numeric input becomes 0 (spec section 5: price and order). */
export const num = (v: FormValues, k: string) => {
  const n = Number.parseFloat(String(v[k] ?? ''));
  return Number.isFinite(n) ? n : 0;
};
export const int = (v: FormValues, k: string) => {
  const n = Number.parseInt(String(v[k] ?? ''), 10);
  return Number.isFinite(n) ? n : 0;
};
export const lines = (v: FormValues, k: string) =>
  String(v[k] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
export const bool = (v: FormValues, k: string) => v[k] === true;
