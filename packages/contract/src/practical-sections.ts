import type { Label } from './common';

// The practical information's sections, without zod: its page heads its sections with these labels and
// should not construct the practical information's schemas (practical-info.ts) as it boots.

export const practicalSections = [
  'venue',
  'transport',
  'parking',
  'accommodation',
  'catering',
  'accessibility',
  'emergency',
  'other',
] as const;
export type PracticalSection = (typeof practicalSections)[number];
export const practicalSectionLabels: Record<PracticalSection, Label> = {
  venue: { fr: 'Lieu', en: 'Venue' },
  transport: { fr: 'Transports', en: 'Transport' },
  parking: { fr: 'Stationnement', en: 'Parking' },
  accommodation: { fr: 'Hébergement', en: 'Accommodation' },
  catering: { fr: 'Restauration', en: 'Catering' },
  accessibility: { fr: 'Accessibilité', en: 'Accessibility' },
  emergency: { fr: 'Urgences', en: 'Emergency' },
  other: { fr: 'Autres', en: 'Other' },
};
