import { z } from 'zod';
import { mailLanguageSchema } from './mail';
import { choice, email, optionalText, reviewStatusSchema, text } from './common';
import { mediaTypes } from './accreditation-labels';
import { listQueryFields, optionalFilter, pageOf } from './list-query';

export const mediaTypeSchema = choice(mediaTypes, 'Type de média invalide');

export const accreditationInput = z.object({
  media: text(150),
  journalist: text(150),
  email: email(),
  phone: optionalText(30),
  type: mediaTypeSchema,
  needs: optionalText(2000),
  /** The site's language when it was sent: the mails that answer are in it. */
  language: mailLanguageSchema,
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

/** Admin list at size: search (media, journalist, e-mail), status and media-type filters, counts over all requests. */
export const adminAccreditationsQuery = z.object({
  ...listQueryFields,
  status: optionalFilter(20).pipe(reviewStatusSchema.optional()),
  type: optionalFilter(30).pipe(mediaTypeSchema.optional()),
});
export type AdminAccreditationsQuery = z.output<typeof adminAccreditationsQuery>;
export const adminAccreditationsPageSchema = pageOf(accreditationSchema).extend({
  counts: z.object({
    PENDING: z.number().int(),
    APPROVED: z.number().int(),
    REJECTED: z.number().int(),
    total: z.number().int(),
  }),
});
