import { z } from 'zod';
import { mailLanguageSchema } from './mail';
import { choice, email, optionalText, reviewStatusSchema, text } from './common';
import { availabilitySlots, volunteerRoles } from './volunteer-labels';
import { listQueryFields, optionalFilter, pageOf } from './list-query';

export const volunteerRoleSchema = choice(volunteerRoles, 'Rôle invalide');
export const availabilitySlotSchema = z.enum(availabilitySlots, { error: 'Créneau invalide' });

export const volunteerInput = z.object({
  firstName: text(80),
  lastName: text(80),
  email: email(),
  phone: optionalText(30),
  role: volunteerRoleSchema,
  availability: z
    .array(availabilitySlotSchema)
    .max(availabilitySlots.length)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  experience: optionalText(2000),
  motivation: text(3000),
  /** The site's language when it was sent: the mails that answer are in it. */
  language: mailLanguageSchema,
});

export const volunteerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  availability: z.array(z.string()),
  experience: z.string().nullable(),
  motivation: z.string(),
  status: reviewStatusSchema,
  createdAt: z.string(),
});
export type Volunteer = z.infer<typeof volunteerSchema>;

export const VOLUNTEER_SENT = 'Candidature envoyée avec succès !';
export const VOLUNTEER_FAILED = "Erreur lors de l'envoi de la candidature";

/** Admin list at size: search (name, e-mail, role), status and role filters, counts over all applications. */
export const adminVolunteersQuery = z.object({
  ...listQueryFields,
  status: optionalFilter(20).pipe(reviewStatusSchema.optional()),
  role: optionalFilter(60),
});
export type AdminVolunteersQuery = z.output<typeof adminVolunteersQuery>;
export const adminVolunteersPageSchema = pageOf(volunteerSchema).extend({
  counts: z.object({
    PENDING: z.number().int(),
    APPROVED: z.number().int(),
    REJECTED: z.number().int(),
    total: z.number().int(),
  }),
  roles: z.array(z.string()),
});
