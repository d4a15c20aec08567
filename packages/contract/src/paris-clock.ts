// The wall clock in Paris, whatever the server's or the device's zone: the programme's dates and times
// are Paris times (the championship is rowed there).

let parisClockFormat: Intl.DateTimeFormat | undefined;

/** Now (or `at`) in Paris: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function parisClock(at: Date = new Date()): { date: string; time: string } {
  parisClockFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = parisClockFormat.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** `HH:MM` plus `minutes` (negative to go back), kept within the day (00:00 … 23:59). */
export function shiftTime(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, Math.max(0, h * 60 + m + minutes));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
