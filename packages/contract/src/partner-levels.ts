import type { Label } from './common';

// The partners' levels, without zod: the partners page groups its logos by level and should not
// construct the partners' schemas (partner.ts) as it boots.

export const partnerLevels = ['TITLE', 'PREMIUM', 'OFFICIAL', 'MEDIA'] as const;
export type PartnerLevel = (typeof partnerLevels)[number];
export const partnerLevelLabels: Record<PartnerLevel, Label> = {
  TITLE: { fr: 'Partenaire Titre', en: 'Title partner' },
  PREMIUM: { fr: 'Premium', en: 'Premium' },
  OFFICIAL: { fr: 'Officiel', en: 'Official' },
  MEDIA: { fr: 'Média', en: 'Media' },
};
