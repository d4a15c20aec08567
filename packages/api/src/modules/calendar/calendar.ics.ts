/*
 * iCalendar text (RFC 5545), written by hand: the format is small, and every line here is one the
 * calendar applications we target read (Google, Apple, Outlook, Thunderbird). Times are Paris wall
 * clock times with TZID=Europe/Paris and the zone's own definition in the file, so an application
 * converts them right whatever its own zone.
 */

export const TIME_ZONE = 'Europe/Paris';

/** The programme stores a start time only; a race is given this slot in calendars. */
export const RACE_SLOT_MINUTES = 30;

export interface IcsEvent {
  /** Stable across generations: applications update the event with this UID instead of adding one. */
  uid: string;
  /** YYYY-MM-DD, in Paris. */
  date: string;
  /** HH:MM in Paris; anything else makes an all-day event (the date is known, the hour is not). */
  time: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  categories: string[];
}

export interface IcsCalendar {
  /** PRODID: who writes the file. */
  productId: string;
  /** Feeds have a name (X-WR-CALNAME) and a refresh interval; a single race's file has neither. */
  feed?: { name: string; description: string; refreshMinutes: number } | undefined;
  /** DTSTAMP of every event: when this file was drawn from the programme. */
  now: Date;
  events: readonly IcsEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const YYYY_MM_DD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** TEXT value escaping (RFC 5545 §3.3.11); control characters other than tab are not allowed at all. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n|\r|\n/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))
  );
}

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Content line folding (RFC 5545 §3.1): at most 75 octets a line, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  let out = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char.codePointAt(0) as number);
    if (used + size > MAX_OCTETS) {
      out += `${CRLF} `;
      used = 1;
    }
    out += char;
    used += size;
  }
  return out;
}

/** A DURATION value: PT1H, PT30M, PT1H30M. */
const duration = (minutes: number) =>
  `PT${minutes >= 60 ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`;

const compactDate = (date: string) => date.replaceAll('-', '');

/** UTC form of DTSTAMP: 20260129T083000Z. */
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Wall clock arithmetic: a start plus minutes, as the local date and time it reads (no zone involved). */
function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [, y, mo, d] = YYYY_MM_DD.exec(date) as RegExpExecArray;
  const [, h, mi] = HH_MM.exec(time) as RegExpExecArray;
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi) + minutes));
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const nextDay = (date: string) => addMinutes(date, '00:00', 24 * 60).date;

function timing(event: IcsEvent): string[] {
  if (!HH_MM.test(event.time)) {
    return [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`];
  }
  const end = addMinutes(event.date, event.time, RACE_SLOT_MINUTES);
  const local = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;
  return [
    `DTSTART;TZID=${TIME_ZONE}:${local(event.date, event.time)}`,
    `DTEND;TZID=${TIME_ZONE}:${local(end.date, end.time)}`,
  ];
}

// Europe/Paris since 1996 (EU rules): CEST from the last Sunday of March, CET from the last Sunday of October.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function vevent(event: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    // No SEQUENCE nor LAST-MODIFIED: the programme keeps no revision of an event. A newer DTSTAMP
    // with the same UID is what tells an application that re-imports the file to update the event.
    `DTSTAMP:${stamp}`,
    ...timing(event),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    // URI values are not TEXT: not escaped.
    `URL:${event.url}`,
    ...(event.categories.length ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

export function formatCalendar(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.now);
  const feed = calendar.feed;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(feed
      ? [
          `X-WR-CALNAME:${escapeText(feed.name)}`,
          `X-WR-CALDESC:${escapeText(feed.description)}`,
          `X-WR-TIMEZONE:${TIME_ZONE}`,
          // RFC 7986 and its older spelling: how often a subscribed calendar asks again.
          `REFRESH-INTERVAL;VALUE=DURATION:${duration(feed.refreshMinutes)}`,
          `X-PUBLISHED-TTL:${duration(feed.refreshMinutes)}`,
        ]
      : []),
    ...VTIMEZONE,
    ...calendar.events.flatMap((event) => vevent(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
