/**
 * A date as spreadsheets write it: `JJ/MM/AAAA` (a French Excel, the registration platform; `-` or `.`
 * also separate), or `AAAA-MM-JJ` (ISO), either followed by a time, which is left out. The calendar day
 * as `YYYY-MM-DD`, or null when the cell is not a day that exists (`31/02/2026`, `2026/13/01`, `demain`).
 */
export function parseFrenchDate(cell: string): string | null {
  const text = cell.trim();
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]\d{1,2}[:h]\d{2}(?::\d{2})?)?$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  const [year, month, day] = french ? [french[3], french[2], french[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
