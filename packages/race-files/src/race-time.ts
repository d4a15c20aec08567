/** A finishing time: `6:27.4` under an hour, `1:02:03.45` beyond, decimals kept as written. */
export type RaceTime = { time: string; seconds: number };

// Hours and minutes optional, 1–3 decimals after `.` or `,` (a French spreadsheet writes `6:27,4`).
const TIME = /^(?:(\d{1,2}):)?(?:(\d{1,2}):)?(\d{1,2})(?:[.,](\d{1,3}))?$/;
// After a colon, seconds (and minutes after hours) are two digits: `6:2` is a typo, not 6:02 (issue 27).
const TWO_DIGITS_AFTER_COLON = /:\d(?!\d)/;

/**
 * Reads a time as race software and spreadsheets print it (`6:27.4`, `06:27.4`, `1:02:03.45`, `24.1`).
 * The decimals are a fraction of a second: `0:24.1` is 24.1 s, never 24 s + 1 ms.
 */
export function parseRaceTime(raw: string): RaceTime | null {
  const match = TIME.exec(raw.trim());
  if (!match || TWO_DIGITS_AFTER_COLON.test(raw)) return null;
  const [, first, second, secondsText = '', decimals] = match;
  // With one colon the leading part is minutes; with two, hours then minutes.
  const hoursText = second === undefined ? undefined : first;
  const minutesText = second ?? first;
  const seconds = Number(secondsText);
  const minutes = Number(minutesText ?? 0);
  const hours = Number(hoursText ?? 0);
  if (seconds >= 60) return null;
  if (hoursText !== undefined && minutes >= 60) return null;
  const fraction = decimals === undefined ? 0 : Number(decimals) / 10 ** decimals.length;
  const totalWhole = hours * 3600 + minutes * 60 + seconds;
  const h = Math.floor(totalWhole / 3600);
  const m = Math.floor((totalWhole % 3600) / 60);
  const s = String(totalWhole % 60).padStart(2, '0');
  const tail = decimals === undefined ? '' : `.${decimals}`;
  const time = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}${tail}` : `${m}:${s}${tail}`;
  return { time, seconds: Math.round((totalWhole + fraction) * 1000) / 1000 };
}
