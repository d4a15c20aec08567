import type { Label } from './common';

// The volunteers' roles and time slots, with their names, apart from the form's schemas (volunteer.ts):
// the page prints them as soon as it is drawn, while the schema that checks the form is loaded only once
// the visitor starts filling it in (features/forms/use-public-form.ts).

export const volunteerRoles = ['accueil', 'chronometrage', 'logistique', 'communication'] as const;
export type VolunteerRole = (typeof volunteerRoles)[number];
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
export type AvailabilitySlot = (typeof availabilitySlots)[number];
export const availabilitySlotLabels: Record<AvailabilitySlot, Label> = {
  'friday-morning': { fr: 'Vendredi 8h-12h', en: 'Friday 8am-12pm' },
  'friday-afternoon': { fr: 'Vendredi 12h-18h', en: 'Friday 12pm-6pm' },
  'saturday-morning': { fr: 'Samedi 8h-12h', en: 'Saturday 8am-12pm' },
  'saturday-afternoon': { fr: 'Samedi 12h-19h', en: 'Saturday 12pm-7pm' },
  'sunday-morning': { fr: 'Dimanche 8h-12h', en: 'Sunday 8am-12pm' },
  'sunday-afternoon': { fr: 'Dimanche 12h-17h', en: 'Sunday 12pm-5pm' },
};
