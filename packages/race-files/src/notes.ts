// How import messages are written (issue 27): they name the line once and never carry a row, let alone
// several lines of the file, since a row holds a person's name, e-mail and phone.

/** Longest part of a cell a message quotes. */
const QUOTED_MAX = 30;

/** A cell quoted in a message, « like this »: its first line only, cut at 30 characters. */
export function quoted(cell: string): string {
  const first = cell.trim().split(/\r\n|\n|\r/, 1)[0] ?? '';
  const cut = first.length > QUOTED_MAX ? `${first.slice(0, QUOTED_MAX - 1).trimEnd()}…` : first;
  return `« ${cut} »`;
}

/** Whether a message already names this line (`Ligne 12 : …`, `… (ligne 12)`), or its lane (`Couloir 3 …`); another line it names does not count. */
export const namesItsLine = (message: string, line: number): boolean =>
  new RegExp(`\\bligne ${line}(?!\\d)|^couloir \\d+`, 'i').test(message);

/** `Ligne 12 : message`, the prefix written once: a message that already names its line is kept as it is. */
export const atLine = (line: number | null, message: string): string =>
  line === null || namesItsLine(message, line) ? message : `Ligne ${line} : ${message}`;

/** `10 000` (French thousands, a plain space, so that the message reads the same in a terminal). */
export const count = (n: number): string => n.toLocaleString('fr-FR').replace(/\s/g, ' ');
