import { type Championship, parisOffsetMinutes } from '@app/contract';
import type { EventFacts } from './event-facts';

// schema.org SportsEvent markup for Google's event results (developers.google.com/search/docs/
// appearance/structured-data/event): the whole event, and each championship as one of its sub-events.

export interface StructuredDataInput {
  /** The site's address, no trailing slash. */
  origin: string;
  facts: EventFacts;
  /** The event's description (the home page's). */
  description: string;
  championships: readonly Championship[];
  /** The absolute address of the shared-link image of a championship, or of the event without one. */
  imageFor: (championshipId?: string) => string;
}

type JsonLd = Record<string, unknown>;

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const FRENCH_DAYS = new RegExp(
  `(\\d{1,2})(?:er)?(?:\\s*(?:–|-|au)\\s*(\\d{1,2})(?:er)?)?\\s+(${MONTHS.join('|')})\\s+(\\d{4})`,
  'i',
);
const pad = (n: number | string) => String(n).padStart(2, '0');

/**
 * The days of a championship, written freely by the organiser ('30 janvier 2026', '29 – 31 janvier
 * 2026'), as ISO dates; null when they cannot be read.
 */
export function parseFrenchDays(text: string): { start: string; end: string } | null {
  const match = FRENCH_DAYS.exec(text);
  if (!match) return null;
  const [, from, to, month, year] = match;
  const prefix = `${year}-${pad(MONTHS.indexOf((month ?? '').toLowerCase()) + 1)}`;
  return { start: `${prefix}-${pad(from ?? '')}`, end: `${prefix}-${pad(to ?? from ?? '')}` };
}

/** Paris's offset from UTC on a day at a time ('+01:00' in winter, '+02:00' in summer). */
export function parisOffset(day: string, time: string): string {
  return `+0${parisOffsetMinutes(new Date(`${day}T${time}:00Z`)) / 60}:00`;
}

/** A day's opening or closing as Google wants it: date, time and offset; the date alone when the hours are unknown. */
function moment(facts: EventFacts, day: string, edge: 'open' | 'close'): string {
  const hours = /(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})/.exec(facts.dailyHours[facts.days.indexOf(day)] ?? '');
  if (!hours) return day;
  const time = edge === 'open' ? `${pad(hours[1] ?? '')}:${hours[2]}` : `${pad(hours[3] ?? '')}:${hours[4]}`;
  return `${day}T${time}:00${parisOffset(day, time)}`;
}

function place(facts: EventFacts): JsonLd {
  const { venue } = facts;
  return {
    '@type': 'Place',
    name: venue.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.streetAddress,
      addressLocality: venue.locality,
      ...(venue.postalCode ? { postalCode: venue.postalCode } : {}),
      addressCountry: 'FR',
    },
  };
}

function common(input: StructuredDataInput, start: string, end: string): JsonLd {
  const { facts, origin } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    sport: 'Aviron indoor',
    startDate: moment(facts, start, 'open'),
    endDate: moment(facts, end, 'close'),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(facts),
    organizer: { '@type': 'Organization', name: facts.organiser, url: `${origin}/` },
  };
}

/** The championship's current prices, as offers to register. */
const offers = (championship: Championship, origin: string): JsonLd[] =>
  championship.pricingPeriods
    .filter((period) => period.active)
    .map((period) => ({
      '@type': 'Offer',
      name: period.name,
      price: period.price,
      priceCurrency: 'EUR',
      validFrom: period.startDate,
      url: `${origin}/inscriptions`,
    }));

/**
 * The event then each active championship, every one a full SportsEvent (Google reads each item of the
 * array on its own) tied together by subEvent and superEvent.
 */
export function buildEventStructuredData(input: StructuredDataInput): JsonLd[] {
  const { facts, origin } = input;
  const eventId = `${origin}/#evenement`;
  const championships = input.championships.filter((c) => c.active);
  const first = facts.days[0] ?? '';
  const last = facts.days[facts.days.length - 1] ?? first;
  const event: JsonLd = {
    ...common(input, first, last),
    '@id': eventId,
    name: facts.name,
    description: input.description,
    url: `${origin}/`,
    image: [input.imageFor()],
    ...(championships.length > 0
      ? { subEvent: championships.map((c) => ({ '@id': `${origin}/epreuves#${c.id}` })) }
      : {}),
  };
  const subEvents = championships.map((championship): JsonLd => {
    const days = parseFrenchDays(championship.dates) ?? { start: first, end: last };
    const prices = offers(championship, origin);
    return {
      ...common(input, days.start, days.end),
      '@id': `${origin}/epreuves#${championship.id}`,
      name: `${championship.name} – ${facts.name}`,
      description: championship.description,
      url: `${origin}/epreuves`,
      image: [input.imageFor(championship.id)],
      superEvent: { '@id': eventId },
      ...(prices.length > 0 ? { offers: prices } : {}),
    };
  });
  return [event, ...subEvents];
}

/** The markup inside a non-executable script element: `<` written `\u003c`, so no text closes the element. */
export const serialiseJsonLd = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
