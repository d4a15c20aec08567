import { z } from 'zod';
import { changesSomething, choice, email, isoDate, NOTHING_TO_CHANGE, REQUIRED, writeInput } from './common';
import {
  type AccessibilityStatus,
  accessibilityStatuses,
  defaultSiteSettings,
  youtubeVideoId,
} from './settings-values';

// Site settings (issue 12): the values an organiser changes without a developer. One JSON document in
// the database; what is not stored falls back to the constants of site.ts.

const VIDEO_INVALID = 'Vidéo invalide : une adresse YouTube ou un identifiant de 11 caractères';
const URL_INVALID = 'Adresse web invalide (http:// ou https://)';
const PHONE_INVALID = 'Numéro de téléphone invalide';
const CAMPAIGN_RATE_INVALID = "Cadence invalide : un nombre entier d'e-mails par minute, de 1 à 60 000";
const tooLong = (max: number) => ({ error: `Ce champ ne peut pas dépasser ${max} caractères` });

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, tooLong(max));
const optionalText = (max: number) => z.string({ error: REQUIRED }).trim().max(max, tooLong(max));
const phone = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^\+?[0-9][0-9 .()-]{5,24}$/, { error: PHONE_INVALID });
const optionalPhone = () => z.union([z.literal(''), phone()]);
// '' leaves the network out of the public links.
const socialUrl = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .max(500, tooLong(500))
    .refine((v) => v === '' || /^https?:\/\/[^\s/\\]+(\/[^\s\\]*)?$/i.test(v), { error: URL_INVALID });
const video = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .max(300, tooLong(300))
    .refine((v) => v === '' || youtubeVideoId(v) !== null, { error: VIDEO_INVALID })
    .transform((v) => (v === '' ? '' : (youtubeVideoId(v) ?? '')));

const party = () => writeInput({ name: requiredText(200), address: requiredText(300), contact: optionalText(300) });

export const accessibilityStatusSchema = choice(accessibilityStatuses, 'État de conformité invalide');

const RATE_INVALID = 'Taux invalide : un pourcentage entre 0 et 100, vide sans audit';
// A percentage of RGAA criteria met ('72.5'), '' while no conformance audit has measured it.
const rate = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^(\d{1,3}([.,]\d{1,2})?)?$/, { error: RATE_INVALID })
    .transform((v) => v.replace(',', '.'))
    .refine((v) => v === '' || Number(v) <= 100, { error: RATE_INVALID });

/**
 * The RGAA ties the status to the audit's rate: 'totalement' at 100 %, 'partiellement' from 50 %, and
 * 'non conforme' below 50 % or without an audit. Refusing any other pair keeps the site from claiming
 * more than an audit showed.
 */
const statusMatchesRate = ({ status, rate: measured }: { status: AccessibilityStatus; rate: string }) => {
  if (measured === '') return status === 'none';
  const value = Number(measured);
  return status === 'full' ? value === 100 : status === 'partial' ? value >= 50 && value < 100 : value < 50;
};
const STATUS_MISMATCH =
  "L'état de conformité ne correspond pas au taux : totalement conforme à 100 %, partiellement conforme à partir de 50 %, non conforme en dessous ou sans audit";

const accessibility = () =>
  writeInput({
    status: accessibilityStatusSchema,
    rate: rate(),
    auditDate: isoDate(),
    method: requiredText(1500),
    methodEn: optionalText(1500),
  }).refine(statusMatchesRate, { error: STATUS_MISMATCH, path: ['status'] });

/** Each section as a script sends it: validated, trimmed, a video address reduced to its id. */
const sections = {
  previousEditionVideo: video(),
  contactEmail: email(),
  contactPhone: phone(),
  pressContact: writeInput({ name: requiredText(200), email: email(), phone: optionalPhone() }),
  socials: writeInput({ facebook: socialUrl(), instagram: socialUrl(), youtube: socialUrl(), x: socialUrl() }),
  venue: writeInput({ name: requiredText(200), address: requiredText(300), city: requiredText(200) }),
  publisher: party(),
  publicationDirector: writeInput({ name: requiredText(200), contact: requiredText(300) }),
  host: party(),
  accessibility: accessibility(),
  campaignPerMinute: z
    .number({ error: CAMPAIGN_RATE_INVALID })
    .int({ error: CAMPAIGN_RATE_INVALID })
    .min(1, { error: CAMPAIGN_RATE_INVALID })
    .max(60_000, { error: CAMPAIGN_RATE_INVALID }),
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
  publicationDirector: z.object({ name: z.string(), contact: z.string() }),
  host: z.object({ name: z.string(), address: z.string(), contact: z.string() }),
  /** The accessibility statement's audit: `methodEn` '' shows the French method in English too. */
  accessibility: z.object({
    status: accessibilityStatusSchema,
    rate: z.string(),
    auditDate: z.string(),
    method: z.string(),
    methodEn: z.string(),
  }),
  /** Newsletter campaigns leave at this many mails per minute at most (issue 32). */
  campaignPerMinute: z.number().int().min(1),
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
  publicationDirector: sections.publicationDirector.optional(),
  host: sections.host.optional(),
  accessibility: sections.accessibility.optional(),
  campaignPerMinute: sections.campaignPerMinute.optional(),
}).refine(changesSomething, NOTHING_TO_CHANGE);
export type SiteSettingsUpdate = z.output<typeof siteSettingsUpdateInput>;

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
    publicationDirector: read('publicationDirector'),
    host: read('host'),
    accessibility: read('accessibility'),
    campaignPerMinute: read('campaignPerMinute'),
  };
}
