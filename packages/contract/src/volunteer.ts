import { z } from 'zod';
import { mailLanguageSchema } from './mail';
import { choice, email, type Label, optionalText, reviewStatusSchema, text } from './common';
import { listQueryFields, optionalFilter, pageOf } from './list-query';

export const volunteerRoles = ['accueil', 'chronometrage', 'logistique', 'communication'] as const;
export const volunteerRoleSchema = choice(volunteerRoles, 'Rôle invalide');
export type VolunteerRole = z.infer<typeof volunteerRoleSchema>;
export const volunteerRoleInfo: Record<VolunteerRole, Label & { posts: number }> = {
  accueil: { fr: 'Accueil', en: 'Welcome desk', posts: 20 },
  chronometrage: { fr: 'Chronométrage', en: 'Timing', posts: 15 },
  logistique: { fr: 'Logistique', en: 'Logistics', posts: 25 },
  communication: { fr: 'Communication', en: 'Communication', posts: 10 },
};

export const availabilitySlots = [
  'friday-morning',
  'friday-afternoon',
  'saturday-morning',
  'saturday-afternoon',
  'sunday-morning',
  'sunday-afternoon',
] as const;
export const availabilitySlotSchema = z.enum(availabilitySlots, { error: 'Créneau invalide' });
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;
export const availabilitySlotLabels: Record<AvailabilitySlot, Label> = {
  'friday-morning': { fr: 'Vendredi 8h-12h', en: 'Friday 8am-12pm' },
  'friday-afternoon': { fr: 'Vendredi 12h-18h', en: 'Friday 12pm-6pm' },
  'saturday-morning': { fr: 'Samedi 8h-12h', en: 'Saturday 8am-12pm' },
  'saturday-afternoon': { fr: 'Samedi 12h-19h', en: 'Saturday 12pm-7pm' },
  'sunday-morning': { fr: 'Dimanche 8h-12h', en: 'Sunday 8am-12pm' },
  'sunday-afternoon': { fr: 'Dimanche 12h-17h', en: 'Sunday 12pm-5pm' },
};

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
