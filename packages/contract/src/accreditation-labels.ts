import type { Label } from './common';

// The kinds of media and their names, apart from the accreditation form's schemas (accreditation.ts): the
// page prints them as soon as it is drawn, while the schema that checks the form is loaded only once the
// visitor starts filling it in (features/forms/use-public-form.ts).

export const mediaTypes = ['presse-ecrite', 'radio', 'television', 'web', 'photographe', 'autre'] as const;
export type MediaType = (typeof mediaTypes)[number];
export const mediaTypeLabels: Record<MediaType, Label> = {
  'presse-ecrite': { fr: 'Presse écrite', en: 'Print press' },
  radio: { fr: 'Radio', en: 'Radio' },
  television: { fr: 'Télévision', en: 'Television' },
  web: { fr: 'Web', en: 'Web' },
  photographe: { fr: 'Photographe', en: 'Photographer' },
  autre: { fr: 'Autre', en: 'Other' },
};
