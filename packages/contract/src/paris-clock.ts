// The wall clock in Paris, whatever the server's or the device's zone: the programme's dates and times
// are Paris times (the championship is rowed there).
//
// Computed from the European Union's summer-time rule rather than with Intl's `timeZone: 'Europe/Paris'`:
// the first such formatter of a page makes Chromium load ICU's time zone data, 9 ms of a phone's main
// thread at full speed (36 ms at Lighthouse's 4x CPU) inside the hydration of /inscriptions (issue 30).
// The rule (directive 2000/84/EC, in force since 1996): UTC+2 from 01:00 UTC on the last Sunday of March
// to 01:00 UTC on the last Sunday of October, UTC+1 otherwise. paris-clock.test.ts checks it against
// Intl every half hour from 2024 to 2031.

/** The day of the month of a month's last Sunday (`month` 1–12). */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** Paris's offset from UTC at an instant, in minutes: 60 in winter, 120 in summer. */
export function parisOffsetMinutes(at: Date): number {
  const year = at.getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const summerTo = Date.UTC(year, 9, lastSunday(year, 10), 1);
  const t = at.getTime();
  return t >= summerFrom && t < summerTo ? 120 : 60;
}

/** Now (or `at`) in Paris: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function parisClock(at: Date = new Date()): { date: string; time: string } {
  const wall = new Date(at.getTime() + parisOffsetMinutes(at) * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** `HH:MM` plus `minutes` (negative to go back), kept within the day (00:00 … 23:59). */
export function shiftTime(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, Math.max(0, h * 60 + m + minutes));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
