// CSV for the exports (participants, results, newsletter): comma separation with RFC 4180 quoting, a
// BOM so spreadsheet software reads UTF-8, and formula injection neutralised. A French Excel splits on
// `;`, so a cell holding one is quoted too: whatever separator the reader picks, a cell stays one cell
// and its leading quote keeps it text.

/** A cell that starts with = + - @ (or a tab/CR) would run as a formula: prefix it with a quote. */
export function escapeCsvCell(value: string | number | boolean | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(escapeCsvCell).join(',')).join('\r\n')}\r\n`;
}
