import { z } from 'zod';
import { type Label, email, optionalText, reviewStatusSchema, text } from './common';

export const mediaTypes = ['presse-ecrite', 'radio', 'television', 'web', 'photographe', 'autre'] as const;
export const mediaTypeSchema = z.enum(mediaTypes, { error: 'Type de média invalide' });
export type MediaType = z.infer<typeof mediaTypeSchema>;
export const mediaTypeLabels: Record<MediaType, Label> = {
  'presse-ecrite': { fr: 'Presse écrite', en: 'Print press' },
  radio: { fr: 'Radio', en: 'Radio' },
  television: { fr: 'Télévision', en: 'Television' },
  web: { fr: 'Web', en: 'Web' },
  photographe: { fr: 'Photographe', en: 'Photographer' },
  autre: { fr: 'Autre', en: 'Other' },
};

export const accreditationInput = z.object({
  media: text(150),
  journalist: text(150),
  email: email(),
  phone: optionalText(30),
  type: mediaTypeSchema,
  needs: optionalText(2000),
});

export const accreditationSchema = z.object({
  id: z.string(),
  media: z.string(),
  journalist: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: mediaTypeSchema,
  needs: z.string().nullable(),
  status: reviewStatusSchema,
  createdAt: z.string(),
});
export type Accreditation = z.infer<typeof accreditationSchema>;

export const ACCREDITATION_SENT = "Demande d'accréditation envoyée avec succès !";
export const ACCREDITATION_FAILED = "Erreur lors de l'envoi de la demande d'accréditation";
