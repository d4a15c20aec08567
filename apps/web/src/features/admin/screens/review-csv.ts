import {
  type AvailabilitySlot,
  availabilitySlotLabels,
  type ContactMessage,
  messageCategoryLabels,
  messageStatusLabels,
  reviewStatusLabels,
  type Volunteer,
  volunteerRoleInfo,
  type VolunteerRole,
} from '@app/contract';

// The columns of the volunteers and messages exports (issue 11 item 4): French headers and labels, as a
// French Excel user reads them; dates as ISO timestamps so that they sort.

export const volunteerCsvHeader = [
  'Date',
  'Nom',
  'Prénom',
  'Email',
  'Téléphone',
  'Rôle',
  'Disponibilités',
  'Expérience',
  'Motivation',
  'Statut',
] as const;
export const volunteerCsvRow = (v: Volunteer) => [
  v.createdAt,
  v.lastName,
  v.firstName,
  v.email,
  v.phone ?? '',
  volunteerRoleInfo[v.role as VolunteerRole]?.fr ?? v.role,
  v.availability.map((a) => availabilitySlotLabels[a as AvailabilitySlot]?.fr ?? a).join(' | '),
  v.experience ?? '',
  v.motivation,
  reviewStatusLabels[v.status].fr,
];

export const messageCsvHeader = ['Date', 'Nom', 'Email', 'Catégorie', 'Sujet', 'Message', 'Statut'] as const;
export const messageCsvRow = (m: ContactMessage) => [
  m.createdAt,
  m.name,
  m.email,
  messageCategoryLabels[m.category].fr,
  m.subject,
  m.message,
  messageStatusLabels[m.status].fr,
];
