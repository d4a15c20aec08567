// JSON columns are stored as text; a corrupt value must not take a page down, so it reads as the fallback.
export function readJson<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
export const writeJson = (value: unknown): string => JSON.stringify(value ?? null);
export const toBool = (v: number | null | undefined): boolean => v === 1;
export const fromBool = (v: boolean): number => (v ? 1 : 0);
