// CSV for the exports (participants, results, newsletter…), made for a French Excel (issue 11): a UTF-8
// BOM so it reads the accents, `;` as the separator (the one it splits on), RFC 4180 quoting, and
// formula injection neutralised.

export const CSV_SEPARATOR = ';';

/**
 * A cell that starts with = + - @ (or a tab/CR) would run as a formula: prefix it with a quote. A cell
 * holding the separator, a double quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function escapeCsvCell(value: string | number | boolean | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(escapeCsvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
