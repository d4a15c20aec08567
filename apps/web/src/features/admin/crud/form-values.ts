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
/** English lines that translate a French list line for line: a blank line inside keeps its place (''), blank lines at the end go. */
export const alignedLines = (v: FormValues, k: string) => {
  const all = String(v[k] ?? '')
    .split('\n')
    .map((l) => l.trim());
  return all.slice(0, all.findLastIndex(Boolean) + 1);
};
export const bool = (v: FormValues, k: string) => v[k] === true;
