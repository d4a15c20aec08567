import { z } from 'zod';
import { changesSomething, email, NOTHING_TO_CHANGE, REQUIRED, writeInput } from './common';
import { site } from './site';

// Site settings (issue 12): the values an organiser changes without a developer. One JSON document in
// the database; what is not stored falls back to the constants of site.ts.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);

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
  const candidate = url.hostname === 'youtu.be' ? url.pathname.slice(1) : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? '');
  return YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** Where the hero's modal plays the video: the privacy-enhanced player, allowed by the site's CSP. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

const VIDEO_INVALID = 'Vidéo invalide : une adresse YouTube ou un identifiant de 11 caractères';
const URL_INVALID = 'Adresse web invalide (http:// ou https://)';
const PHONE_INVALID = 'Numéro de téléphone invalide';
const tooLong = (max: number) => ({ error: `Ce champ ne peut pas dépasser ${max} caractères` });

const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, tooLong(max));
const optionalText = (max: number) => z.string({ error: REQUIRED }).trim().max(max, tooLong(max));
const phone = () => z.string({ error: REQUIRED }).trim().regex(/^\+?[0-9][0-9 .()-]{5,24}$/, { error: PHONE_INVALID });
const optionalPhone = () => z.union([z.literal(''), phone()]);
// '' leaves the network out of the public links.
const socialUrl = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .max(500, tooLong(500))
    .refine((v) => v === '' || (/^https?:\/\/[^\s/\\]+(\/[^\s\\]*)?$/i.test(v)), { error: URL_INVALID });
const video = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .max(300, tooLong(300))
    .refine((v) => v === '' || youtubeVideoId(v) !== null, { error: VIDEO_INVALID })
    .transform((v) => (v === '' ? '' : (youtubeVideoId(v) ?? '')));

const party = () => writeInput({ name: requiredText(200), address: requiredText(300), contact: optionalText(300) });

/** Each section as a script sends it: validated, trimmed, a video address reduced to its id. */
const sections = {
  previousEditionVideo: video(),
  contactEmail: email(),
  contactPhone: phone(),
  pressContact: writeInput({ name: requiredText(200), email: email(), phone: optionalPhone() }),
  socials: writeInput({ facebook: socialUrl(), instagram: socialUrl(), youtube: socialUrl(), x: socialUrl() }),
  venue: writeInput({ name: requiredText(200), address: requiredText(300), city: requiredText(200) }),
  publisher: party(),
  host: party(),
};

export const siteSettingsSchema = z.object({
  /** A YouTube video id, '' when none: then the hero shows no video button. */
  previousEditionVideo: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  pressContact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  socials: z.object({ facebook: z.string(), instagram: z.string(), youtube: z.string(), x: z.string() }),
  venue: z.object({ name: z.string(), address: z.string(), city: z.string() }),
  publisher: z.object({ name: z.string(), address: z.string(), contact: z.string() }),
  host: z.object({ name: z.string(), address: z.string(), contact: z.string() }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** PUT /api/admin/settings: any of the sections, each whole; the others keep their value. */
export const siteSettingsUpdateInput = writeInput({
  previousEditionVideo: sections.previousEditionVideo.optional(),
  contactEmail: sections.contactEmail.optional(),
  contactPhone: sections.contactPhone.optional(),
  pressContact: sections.pressContact.optional(),
  socials: sections.socials.optional(),
  venue: sections.venue.optional(),
  publisher: sections.publisher.optional(),
  host: sections.host.optional(),
}).refine(changesSomething, NOTHING_TO_CHANGE);
export type SiteSettingsUpdate = z.output<typeof siteSettingsUpdateInput>;

/** The values used while nothing is stored: the constants of site.ts. */
export const defaultSiteSettings: SiteSettings = {
  previousEditionVideo: site.previousEditionVideo,
  contactEmail: site.email,
  contactPhone: site.phone,
  pressContact: { ...site.press },
  socials: { ...site.socials },
  venue: { name: site.venue.name, address: site.venue.address, city: site.venue.city },
  publisher: { ...site.publisher },
  host: { ...site.host },
};

/** A stored document read back: each section that still reads right, the default for the others. */
export function withDefaults(stored: unknown): SiteSettings {
  const doc = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const shape = siteSettingsSchema.shape;
  const read = <K extends keyof SiteSettings>(key: K): SiteSettings[K] => {
    const parsed = shape[key].safeParse(doc[key]);
    return parsed.success ? (parsed.data as SiteSettings[K]) : defaultSiteSettings[key];
  };
  return {
    previousEditionVideo: read('previousEditionVideo'),
    contactEmail: read('contactEmail'),
    contactPhone: read('contactPhone'),
    pressContact: read('pressContact'),
    socials: read('socials'),
    venue: read('venue'),
    publisher: read('publisher'),
    host: read('host'),
  };
}

/** `tel:` link target: the digits and the leading plus only. */
export const telHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/[^+\d]/g, '')}`;
