import type { Label } from './common';

// The rules' sections, without zod: the rules page heads its sections with these labels and should not
// construct the rules' schemas (rule.ts) as it boots.

export const ruleSections = ['general', 'technical', 'competition', 'classification', 'discipline', 'safety'] as const;
export type RuleSection = (typeof ruleSections)[number];
export const ruleSectionLabels: Record<RuleSection, Label> = {
  general: { fr: 'Dispositions générales', en: 'General provisions' },
  technical: { fr: 'Règlement technique', en: 'Technical rules' },
  competition: { fr: 'Règlement de compétition', en: 'Competition rules' },
  classification: { fr: 'Classification et catégories', en: 'Classification and categories' },
  discipline: { fr: 'Discipline et sanctions', en: 'Discipline and sanctions' },
  safety: { fr: 'Sécurité et médical', en: 'Safety and medical' },
};
