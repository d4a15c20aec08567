import type { Label } from './common';
import type { SiteSettings } from './settings';
import { site } from './site';

// The settings' values that the public pages read, without zod: a page that shows them (the footer,
// the hero's video) should not construct the schemas of the settings form (settings.ts) as it boots.

/** Mails per minute a newsletter campaign leaves at, unless the settings say otherwise: gentle on any SMTP provider. */
export const DEFAULT_CAMPAIGN_PER_MINUTE = 120;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

/** The video id in a YouTube id or address (watch, youtu.be, embed, shorts, live), or null. */
export function youtubeVideoId(value: string): string | null {
  const v = value.trim();
  if (YOUTUBE_ID.test(v)) return v;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !YOUTUBE_HOSTS.has(url.hostname)) return null;
  const candidate =
    url.hostname === 'youtu.be'
      ? url.pathname.slice(1)
      : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? '');
  return YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** Where the hero's modal plays the video: the privacy-enhanced player, allowed by the site's CSP. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/** The accessibility status the law makes every page state (loi 2005-102, art. 47; RGAA). */
export const accessibilityStatuses = ['none', 'partial', 'full'] as const;
export type AccessibilityStatus = (typeof accessibilityStatuses)[number];
/** The RGAA's own words, as the footer and the statement must write them. */
export const accessibilityStatusLabels: Record<AccessibilityStatus, Label> = {
  none: { fr: 'non conforme', en: 'not compliant' },
  partial: { fr: 'partiellement conforme', en: 'partially compliant' },
  full: { fr: 'totalement conforme', en: 'fully compliant' },
};

/** The values used while nothing is stored: the constants of site.ts. */
export const defaultSiteSettings: SiteSettings = {
  previousEditionVideo: site.previousEditionVideo,
  contactEmail: site.email,
  contactPhone: site.phone,
  pressContact: { ...site.press },
  socials: { ...site.socials },
  venue: { name: site.venue.name, address: site.venue.address, city: site.venue.city },
  publisher: { ...site.publisher },
  publicationDirector: { ...site.publicationDirector },
  host: { ...site.host },
  accessibility: {
    status: site.accessibility.status,
    rate: site.accessibility.rate,
    auditDate: site.accessibility.auditDate,
    method: site.accessibility.method.fr,
    methodEn: site.accessibility.method.en,
  },
  campaignPerMinute: DEFAULT_CAMPAIGN_PER_MINUTE,
};

/** `tel:` link target: the digits and the leading plus only. */
export const telHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/[^+\d]/g, '')}`;
