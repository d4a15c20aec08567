import { escapeMarkup, NEWSLETTER_CONFIRM_PATH, UNSUBSCRIBE_PATH } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type EventFacts, eventFacts } from '../features/seo/event-facts';
import { EVENT_IMAGE_PATH, OG_IMAGE_SIZE, ogImagePath } from '../features/seo/og-images';
import { cachedAthletePage, cachedChampionships, cachedRacePage, cachedSettings } from '../features/seo/page-data';
import { athleteDescription, pageDescription, raceDescription } from '../features/seo/page-descriptions';
import { buildEventStructuredData, serialiseJsonLd } from '../features/seo/structured-data';
import { formatDayRange } from '../lib/format';

export interface HeadInput {
  pathname: string;
  title: string | undefined;
  origin: string;
  queryClient: QueryClient;
  notFound: boolean;
}

/** The pages that describe the event itself carry its structured data (Google's event results). */
const EVENT_PAGES = new Set(['/', '/epreuves', '/programme']);

const RACE_PAGE = /^\/resultats\/[^/]+$/;
const ATHLETE_PAGE = /^\/athletes\/[^/]+$/;

interface PageDetails {
  description: string;
  /** Its own address: an athlete found by name and club has a registration's key as well. */
  canonicalPath: string;
  /** The championship the page belongs to, whose image its shared links show. */
  championship?: { id: string; name: string };
}

/** A race or athlete page is described by its data (read by its loader); any other by its path. */
function pageDetails(path: string, facts: EventFacts, queryClient: QueryClient): PageDetails {
  const race = RACE_PAGE.test(path) ? cachedRacePage(queryClient) : undefined;
  if (race)
    return {
      description: raceDescription(race, facts),
      canonicalPath: `/resultats/${encodeURIComponent(race.race.id)}`,
      championship: race.race.championship,
    };
  const athlete = ATHLETE_PAGE.test(path) ? cachedAthletePage(queryClient) : undefined;
  if (athlete)
    return {
      description: athleteDescription(athlete, facts),
      canonicalPath: `/athletes/${encodeURIComponent(athlete.key)}`,
      championship: athlete.championships[0],
    };
  return { description: pageDescription(path, facts), canonicalPath: path };
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(String(content))}" />`;

/**
 * The `<head>` tags of a server-drawn page: its title and description, and for search engines and
 * shared links its canonical address, Open Graph and Twitter cards, and the event's structured data.
 */
export function renderHead({ pathname, title, origin, queryClient, notFound }: HeadInput): string {
  const facts = eventFacts(cachedSettings(queryClient));
  // '/programme/' is the same page as '/programme' (the server ignores a trailing slash).
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pageTitle = title ?? facts.name;
  const { description, canonicalPath, championship } = pageDetails(path, facts, queryClient);
  const tags = [`<title>${escapeMarkup(pageTitle)}</title>`, meta('name', 'description', description)];
  // The unsubscribe and confirmation pages are personal links' landings, not content: kept out of search engines.
  if (notFound || path === UNSUBSCRIBE_PATH || path === NEWSLETTER_CONFIRM_PATH) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('\n    ');
  }

  const url = origin + canonicalPath;
  const imagePath = championship ? ogImagePath(championship.id) : EVENT_IMAGE_PATH;
  const image = origin + imagePath;
  const first = facts.days[0] ?? '';
  const eventAlt = `${facts.name} : ${formatDayRange(first, facts.days[facts.days.length - 1] ?? first)}, ${facts.venue.name}, ${facts.venue.locality}`;
  const imageAlt = championship && imagePath !== EVENT_IMAGE_PATH ? `${championship.name}, ${eventAlt}` : eventAlt;
  tags.push(
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', facts.name),
    meta('property', 'og:title', pageTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', OG_IMAGE_SIZE.width),
    meta('property', 'og:image:height', OG_IMAGE_SIZE.height),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:locale:alternate', 'en_GB'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', pageTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  );
  if (EVENT_PAGES.has(path)) {
    const data = buildEventStructuredData({
      origin,
      facts,
      description: pageDescription('/', facts),
      championships: cachedChampionships(queryClient),
      imageFor: (championshipId) => origin + ogImagePath(championshipId),
    });
    tags.push(`<script type="application/ld+json">${serialiseJsonLd(data)}</script>`);
  }
  return tags.join('\n    ');
}
