import { table } from './report';

/** One target of the issue, as measured: met or missed, by how much, and why in a few words. */
export interface Target {
  name: string;
  measured: string;
  /** null when it could not be measured (it then counts as missed). */
  met: boolean | null;
  margin: string;
  why: string;
  /** A figure the issue asks to report, without a bound: shown as such, never missed. */
  reported?: boolean;
}

/** A difference with its sign: positive is room left, negative is by how much the target is missed. */
export const signed = (value: number, digits: number): string =>
  Number.isNaN(value) ? 'n/a' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;

interface Bound {
  /** Decimals of the margin. */
  digits: number;
  /** Unit written after the margin ('' for none). */
  unit: string;
  /** How the measured value is written (default: the number with `digits` decimals and the unit). */
  shown?: string;
  /** value < limit instead of value ≤ limit. */
  strict?: boolean;
}

const shownOf = (value: number, b: Bound) =>
  b.shown ?? (Number.isNaN(value) ? 'n/a' : `${value.toFixed(b.digits)}${b.unit ? ` ${b.unit}` : ''}`);
const marginOf = (room: number, b: Bound) =>
  Number.isNaN(room) ? 'n/a' : `${signed(room, b.digits)}${b.unit ? ` ${b.unit}` : ''}`;

/** An upper bound: met when value ≤ limit (or < limit); the margin is limit − value. */
export function atMost(name: string, value: number, limit: number, b: Bound, why: string): Target {
  const met = Number.isNaN(value) ? null : b.strict ? value < limit : value <= limit;
  return { name, measured: shownOf(value, b), met, margin: marginOf(limit - value, b), why };
}

/** A lower bound: met when value ≥ limit; the margin is value − limit. */
export function atLeast(name: string, value: number, limit: number, b: Bound, why: string): Target {
  const met = Number.isNaN(value) ? null : value >= limit;
  return { name, measured: shownOf(value, b), met, margin: marginOf(value - limit, b), why };
}

/** A yes/no target. */
export function holds(name: string, ok: boolean | null, measured: string, why: string): Target {
  return { name, measured, met: ok, margin: '', why };
}

/** A figure reported without a bound; NaN counts as not measured. */
export function reported(name: string, value: number, measured: string, why: string): Target {
  return { name, measured, met: Number.isNaN(value) ? null : true, margin: '', why, reported: true };
}

export const verdict = (t: Target): string =>
  t.met === null ? 'NOT MEASURED' : t.reported ? 'reported' : t.met ? 'met' : 'MISSED';

export function targetTable(targets: Target[]): string {
  return table(
    ['target', 'measured', 'verdict', 'margin', 'why'],
    targets.map((t) => [t.name, t.measured, verdict(t), t.margin, t.why]),
  );
}
