import { accessibilityStatuses, accessibilityStatusLabels, type Label, type SiteSettings } from '@app/contract';

/** The settings as the form holds them: one text per field, keyed by its path ('pressContact.email'). */
export type SettingsForm = Record<string, string>;

export function flattenSettings(settings: SiteSettings): SettingsForm {
  const out: SettingsForm = {};
  for (const [key, value] of Object.entries(settings)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
    else for (const [sub, text] of Object.entries(value)) out[`${key}.${sub}`] = String(text);
  }
  return out;
}

/** Back to the document shape the update input validates (the whole document is sent). */
export function unflattenSettings(form: SettingsForm): Record<string, unknown> {
  const out: Record<string, Record<string, string> | string | number> = {};
  for (const [path, value] of Object.entries(form)) {
    const [key, sub] = path.split('.') as [string, string | undefined];
    // A number field goes back as a number; a text that is none is sent as typed, for the schema's message.
    if (sub === undefined) out[key] = NUMBER_PATHS.has(path) && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    else out[key] = { ...((out[key] as Record<string, string> | undefined) ?? {}), [sub]: value };
  }
  return out;
}

export interface SettingsField {
  path: string;
  /** A key under settings.* of the admin texts, or a fixed label (network names are not translated). */
  labelKey?: string;
  label?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'number';
  required?: boolean;
  hint?: string;
  /** A choice among fixed values, with their labels. */
  options?: { values: readonly string[]; labels: Record<string, Label> };
  /** A long text, written on several lines. */
  multiline?: boolean;
}

const party = (key: 'publisher' | 'host'): SettingsField[] => [
  { path: `${key}.name`, labelKey: 'name', required: true },
  { path: `${key}.address`, labelKey: 'address', required: true },
  { path: `${key}.contact`, labelKey: 'contact' },
];

export const settingsSections: { title: string; hint?: string; fields: SettingsField[] }[] = [
  { title: 'videoTitle', fields: [{ path: 'previousEditionVideo', labelKey: 'video', hint: 'videoHint' }] },
  {
    title: 'contactTitle',
    fields: [
      { path: 'contactEmail', labelKey: 'contactEmail', type: 'email', required: true },
      { path: 'contactPhone', labelKey: 'contactPhone', type: 'tel', required: true },
    ],
  },
  {
    title: 'pressTitle',
    fields: [
      { path: 'pressContact.name', labelKey: 'name', required: true },
      { path: 'pressContact.email', labelKey: 'email', type: 'email', required: true },
      { path: 'pressContact.phone', labelKey: 'phone', type: 'tel' },
    ],
  },
  {
    title: 'socialsTitle',
    hint: 'socialsHint',
    fields: [
      { path: 'socials.facebook', label: 'Facebook', type: 'url' },
      { path: 'socials.instagram', label: 'Instagram', type: 'url' },
      { path: 'socials.youtube', label: 'YouTube', type: 'url' },
      { path: 'socials.x', label: 'X (Twitter)', type: 'url' },
    ],
  },
  {
    title: 'venueTitle',
    fields: [
      { path: 'venue.name', labelKey: 'venueName', required: true },
      { path: 'venue.address', labelKey: 'address', required: true },
      { path: 'venue.city', labelKey: 'city', required: true },
    ],
  },
  { title: 'publisherTitle', fields: party('publisher') },
  {
    title: 'directorTitle',
    fields: [
      { path: 'publicationDirector.name', labelKey: 'name', required: true },
      { path: 'publicationDirector.contact', labelKey: 'contact', required: true },
    ],
  },
  { title: 'hostTitle', fields: party('host') },
  {
    title: 'campaignTitle',
    fields: [
      {
        path: 'campaignPerMinute',
        labelKey: 'campaignPerMinute',
        type: 'number',
        required: true,
        hint: 'campaignPerMinuteHint',
      },
    ],
  },
  {
    title: 'accessibilityTitle',
    hint: 'accessibilityHint',
    fields: [
      {
        path: 'accessibility.status',
        labelKey: 'accessibilityStatus',
        required: true,
        options: { values: accessibilityStatuses, labels: accessibilityStatusLabels },
      },
      { path: 'accessibility.rate', labelKey: 'accessibilityRate', hint: 'accessibilityRateHint' },
      { path: 'accessibility.auditDate', labelKey: 'accessibilityDate', type: 'date', required: true },
      { path: 'accessibility.method', labelKey: 'accessibilityMethod', required: true, multiline: true },
      {
        path: 'accessibility.methodEn',
        labelKey: 'accessibilityMethodEn',
        multiline: true,
        hint: 'accessibilityMethodEnHint',
      },
    ],
  },
];

const NUMBER_PATHS = new Set(
  settingsSections.flatMap((s) => s.fields.filter((f) => f.type === 'number').map((f) => f.path)),
);
