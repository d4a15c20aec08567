import { AUDIT_RETENTION_MONTHS, NEWSLETTER_CONFIRM_DAYS, site } from '@app/contract';
import type { Database } from '@app/db';

/*
 * What the privacy policy promises (spec section 9), as rules the daily job applies. A module whose table
 * holds personal data adds its rule here: the table, the column dating each row, and the instant before
 * which rows are due.
 *
 * Not here, on purpose:
 * - confirmed newsletter addresses: kept until the subscriber unsubscribes (the link deletes the row at once;
 *   the unconfirmed ones have their rule below);
 * - results: public sporting records that name athletes, kept as the federation's record of the
 *   championship (a result loses its link to the entrant when the entrant's registration is deleted);
 * - cookies: the site sets none beyond the administrator's token, kept in the browser's session.
 */

type Dated = { [T in keyof Database]: { table: T; dateColumn: keyof Database[T] & string } }[keyof Database];

export type RetentionRule = Dated & {
  id: string;
  label: string;
  /** As the back-office and the README say it. */
  keptFor: string;
  /** Only the rows where this column is null (a newsletter sign-up never confirmed). */
  whereNull?: string;
  /** Rows dated before this instant are deleted; null while nothing is due. */
  cutoff: (now: Date) => Date | null;
  /** The rows' entity in the journal (audit-targets.ts): their entries' values are erased with them. */
  journalEntity?: string;
};

const yearsBefore = (now: Date, years: number) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
};
const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/** Midnight in Paris ending the event's last day (UTC+1 in winter), three years on. */
const lastDay = site.eventDays[site.eventDays.length - 1] ?? '2026-01-31';
export const registrationExpiry = yearsBefore(new Date(`${lastDay}T23:00:00.000Z`), -3);

/** Everything the event collected is due at once, three years after its last day; later rows wait for theirs. */
const afterTheEvent = (now: Date) => (now >= registrationExpiry ? registrationExpiry : null);

export const retentionRules: readonly RetentionRule[] = [
  {
    id: 'participants',
    label: 'Inscriptions (participants)',
    keptFor: '3 ans après l’événement',
    table: 'participants',
    dateColumn: 'registrationDate',
    cutoff: afterTheEvent,
    journalEntity: 'participants',
  },
  {
    id: 'volunteers',
    label: 'Candidatures bénévoles',
    keptFor: '3 ans après l’événement',
    table: 'volunteers',
    dateColumn: 'createdAt',
    cutoff: afterTheEvent,
    journalEntity: 'volunteers',
  },
  {
    id: 'accreditations',
    label: 'Demandes d’accréditation presse',
    keptFor: '3 ans après l’événement',
    table: 'accreditations',
    dateColumn: 'createdAt',
    cutoff: afterTheEvent,
    journalEntity: 'accreditations',
  },
  // A message is a contact, not a registration: three years after it was received (CNIL's usual term for contacts).
  {
    id: 'messages',
    label: 'Messages de contact',
    keptFor: '3 ans après réception',
    table: 'contactMessages',
    dateColumn: 'createdAt',
    cutoff: (now) => yearsBefore(now, 3),
    journalEntity: 'contactMessages',
  },
  // Double opt-in: a sign-up nobody confirmed within 7 days is no consent; the address goes.
  {
    id: 'newsletter-unconfirmed',
    label: 'Inscriptions à la newsletter non confirmées',
    keptFor: `${NEWSLETTER_CONFIRM_DAYS} jours`,
    table: 'newsletterSubscriptions',
    dateColumn: 'createdAt',
    whereNull: 'confirmedAt',
    cutoff: (now) => new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * 86_400_000),
  },
  // The audit trail is the site's log of administrators' writes (it names their e-mail): logs 12 months.
  {
    id: 'audit',
    label: 'Journal des modifications (administrateurs)',
    keptFor: `${AUDIT_RETENTION_MONTHS} mois`,
    table: 'auditEntries',
    dateColumn: 'at',
    cutoff: (now) => monthsBefore(now, AUDIT_RETENTION_MONTHS),
  },
];

export const keptOnPurpose = [
  {
    label: 'Abonnements confirmés à la newsletter',
    reason: 'Conservés jusqu’à la désinscription (le lien de désinscription supprime l’adresse aussitôt).',
  },
  {
    label: 'Résultats',
    reason:
      'Palmarès sportif public, conservé comme archive de la Fédération ; le lien vers l’inscription disparaît avec elle.',
  },
];
