// A seeded generator, so that the real-size event is the same rows on every machine and every run.

export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items, in a random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
}

/** mulberry32: tiny, fast and good enough for sample data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    // Partial Fisher–Yates: only the first n places are needed.
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  };
  return { next, int, chance: (p) => next() < p, pick, sample };
}

/** "m:ss.t" from tenths of a second, as results and personal bests are written. */
export const formatTenths = (tenths: number): string => {
  const minutes = Math.floor(tenths / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
};

export const asciiLower = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Tenths of a second from "m:ss.t". */
export const tenthsOf = (time: string): number => {
  const [m, s] = time.split(':');
  return Number(m) * 600 + Math.round(Number(s) * 10);
};
