import type { PersonalData, PersonalDataKind, PersonalDataRecord } from '@app/contract';
import type { Db } from '@app/db';
import * as repo from './personal-data.repository';

type Value = string | number | null;

const text = (v: Value): string | null => (v === null || v === '' ? null : String(v));
const yesNo = (v: number) => (v ? 'oui' : 'non');

const record = (kind: PersonalDataKind, id: string, date: string, fields: Record<string, Value>): PersonalDataRecord => ({
  kind,
  id,
  date,
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, text(v)])),
});

/** Every record holding this address (any case), oldest first, each with all its stored fields in French. */
export async function find(db: Db, email: string): Promise<PersonalData> {
  const [participants, volunteers, messages, accreditations, subscriptions, accounts] = await Promise.all([
    repo.findParticipants(db, email),
    repo.findVolunteers(db, email),
    repo.findMessages(db, email),
    repo.findAccreditations(db, email),
    repo.findSubscriptions(db, email),
    repo.findAccounts(db, email),
  ]);
  const records = [
    ...participants.map((p) =>
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
      }),
    ),
    ...volunteers.map((v) =>
      record('volunteer', v.id, v.createdAt, {
        Prénom: v.firstName,
        Nom: v.lastName,
        'E-mail': v.email,
        Téléphone: v.phone,
        Rôle: v.role,
        Disponibilités: v.availability,
        Expérience: v.experience,
        Motivation: v.motivation,
        Statut: v.status,
      }),
    ),
    ...messages.map((m) =>
      record('message', m.id, m.createdAt, {
        Nom: m.name,
        'E-mail': m.email,
        Sujet: m.subject,
        Catégorie: m.category,
        Message: m.message,
        Consentement: yesNo(m.consent),
        Statut: m.status,
      }),
    ),
    ...accreditations.map((a) =>
      record('accreditation', a.id, a.createdAt, { Média: a.media, Journaliste: a.journalist, 'E-mail': a.email, Téléphone: a.phone, Type: a.type, Besoins: a.needs, Statut: a.status }),
    ),
    ...subscriptions.map((s) => record('newsletter', s.id, s.createdAt, { 'E-mail': s.email })),
    ...accounts.map((a) => record('account', a.id, a.createdAt, { 'E-mail': a.email, 'Dernière connexion': a.lastLoginAt })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return { email, records };
}

/** Erases the address everywhere it may be erased (administrator accounts are closed on their own screen). */
export async function removeAll(db: Db, email: string) {
  const deleted = await db.transaction().execute((trx) => repo.removeByEmail(trx, email));
  return { message: deleted === 0 ? 'Aucune donnée à supprimer pour cette adresse' : `${deleted} enregistrement(s) supprimé(s)`, deleted };
}
