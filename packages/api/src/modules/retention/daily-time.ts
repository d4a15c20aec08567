// When the daily job runs: 03:30 in Paris, whatever the server's own time zone and the season.

const TIME_ZONE = 'Europe/Paris';
const RUN_AT = { hour: 3, minute: 30 };

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(at: Date) {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** Paris's offset from UTC at this instant, in milliseconds (1 h in winter, 2 h in summer). */
function offsetMs(at: Date): number {
  const w = wallClock(at);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The date in Paris (YYYY-MM-DD): the day a daily run claims. */
export function parisDay(at: Date): string {
  const w = wallClock(at);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instant 03:30 Paris time falls on that Paris date. */
function runOn(year: number, month: number, day: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, RUN_AT.hour, RUN_AT.minute);
  // The offset at the guess, then again at the result: right across a change of hour.
  const first = new Date(asUtc - offsetMs(new Date(asUtc)));
  return new Date(asUtc - offsetMs(first));
}

/** The next 03:30 in Paris strictly after `now`. */
export function nextDailyRun(now: Date): Date {
  const w = wallClock(now);
  const today = runOn(w.year, w.month, w.day);
  if (today > now) return today;
  const tomorrow = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return runOn(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate());
}
