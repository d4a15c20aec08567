import { type SiteSettings, site } from '@app/contract';

/** What the site says of the event, from site.ts and the organiser's settings: the source of every description. */
export interface EventFacts {
  name: string;
  /** The event's days, `YYYY-MM-DD`, in order. */
  days: readonly string[];
  /** Opening hours of each day, aligned with `days` ('8:00 - 18:00'). */
  dailyHours: readonly string[];
  venue: { name: string; streetAddress: string; postalCode: string; locality: string };
  organiser: string;
  contactEmail: string;
  contactPhone: string;
}

/** The settings keep the city as written on an envelope ('75016 Paris'): postcode and town apart for machines. */
const splitCity = (city: string) => {
  const match = /^(\d{5})\s+(.+)$/.exec(city.trim());
  return match ? { postalCode: match[1] ?? '', locality: match[2] ?? '' } : { postalCode: '', locality: city.trim() };
};

export function eventFacts(settings: SiteSettings): EventFacts {
  return {
    name: site.name,
    days: site.eventDays,
    dailyHours: Object.values(site.eventHours),
    venue: { name: settings.venue.name, streetAddress: settings.venue.address, ...splitCity(settings.venue.city) },
    organiser: settings.publisher.name,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
  };
}
