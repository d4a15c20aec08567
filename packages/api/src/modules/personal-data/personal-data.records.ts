import {
  type AuditEntry,
  auditActionLabels,
  auditChangesText,
  auditEntityLabels,
  availabilitySlotLabels,
  type Label,
  mediaTypeLabels,
  messageCategoryLabels,
  messageStatusLabels,
  type PersonalDataKind,
  type PersonalDataRecord,
  resultStatusLabels,
  reviewStatusLabels,
  volunteerRoleInfo,
} from '@app/contract';
import { readJson } from '@app/db';
import type * as repo from './personal-data.repository';

// Each kind of record as the screen, the JSON and the CSV show it: French field names, and the labels
// the public forms showed the person (« Accueil », « Vendredi 8h-12h », « En attente »), not stored codes.

type Value = string | number | null;
type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

const text = (v: Value): string | null => (v === null || v === '' ? null : String(v));
const yesNo = (v: number) => (v ? 'oui' : 'non');
/** A stored code's French label; a code no list knows (an old value) is shown as it is. */
const label = (labels: Record<string, Label>, code: string) => labels[code]?.fr ?? code;

const record = (
  kind: PersonalDataKind,
  id: string,
  date: string,
  fields: Record<string, Value>,
): PersonalDataRecord => ({
  kind,
  id,
  date,
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, text(v)])),
});

export const participantRecord = (p: Rows<typeof repo.findParticipants>) =>
  record('participant', p.id, p.registrationDate, {
    Prénom: p.firstName,
    Nom: p.lastName,
    'E-mail': p.email,
    Téléphone: p.phone,
    Club: p.club,
    Catégorie: p.category,
    Championnat: p.championship,
    Dossard: p.bib,
    'Record personnel': p.personalBest,
    Confirmé: yesNo(p.confirmed),
    Payé: yesNo(p.paid),
  });

export const volunteerRecord = (v: Rows<typeof repo.findVolunteers>) =>
  record('volunteer', v.id, v.createdAt, {
    Prénom: v.firstName,
    Nom: v.lastName,
    'E-mail': v.email,
    Téléphone: v.phone,
    Rôle: label(volunteerRoleInfo, v.role),
    Disponibilités: readJson<string[]>(v.availability, [])
      .map((slot) => label(availabilitySlotLabels, slot))
      .join(', '),
    Expérience: v.experience,
    Motivation: v.motivation,
    Statut: label(reviewStatusLabels, v.status),
  });

export const messageRecord = (m: Rows<typeof repo.findMessages>) =>
  record('message', m.id, m.createdAt, {
    Nom: m.name,
    'E-mail': m.email,
    Sujet: m.subject,
    Catégorie: label(messageCategoryLabels, m.category),
    Message: m.message,
    Consentement: yesNo(m.consent),
    Statut: label(messageStatusLabels, m.status),
  });

export const accreditationRecord = (a: Rows<typeof repo.findAccreditations>) =>
  record('accreditation', a.id, a.createdAt, {
    Média: a.media,
    Journaliste: a.journalist,
    'E-mail': a.email,
    Téléphone: a.phone,
    Type: label(mediaTypeLabels, a.type),
    Besoins: a.needs,
    Statut: label(reviewStatusLabels, a.status),
  });

export const subscriptionRecord = (s: Rows<typeof repo.findSubscriptions>) =>
  record('newsletter', s.id, s.createdAt, { 'E-mail': s.email });

export const accountRecord = (a: Rows<typeof repo.findAccounts>) =>
  record('account', a.id, a.createdAt, { 'E-mail': a.email, 'Dernière connexion': a.lastLoginAt });

export const resultRecord = (r: Rows<typeof repo.findResults>) =>
  record('result', r.id, r.date, {
    Épreuve: r.event,
    Athlète: r.athlete,
    Club: r.club,
    Catégorie: r.category,
    Rang: r.rank,
    Temps: r.time,
    Statut: label(resultStatusLabels, r.status),
  });

export const journalRecord = (e: AuditEntry) =>
  record('journal', e.id, e.at, {
    Compte: e.accountEmail,
    Entité: auditEntityLabels[e.entity] ?? e.entity,
    Identifiant: e.entityId,
    Action: auditActionLabels[e.action] ?? e.action,
    Modifications: auditChangesText(e.changes),
  });
