import { z } from 'zod';
import { listQueryFields, optionalFilter, pageOf } from './list-query';

// The audit trail (issue 16, item 4): one entry per admin write, kept 12 months.

export const AUDIT_RETENTION_MONTHS = 12;
/** Values are cut to this many characters: enough to recognise a change, never a whole text. */
export const AUDIT_VALUE_MAX = 80;
/** What an erased person's values become in the journal: the entry and its fields stay. */
export const AUDIT_ERASED = '[effacé]';

export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  accountId: z.string().nullable(),
  accountEmail: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A day (YYYY-MM-DD, a whole day in UTC) or an ISO time; an unreadable one is refused. */
const auditBound = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))), {
    error: 'Date invalide (AAAA-MM-JJ attendu)',
  });

export const auditQuery = z.object({
  entity: optionalFilter(64),
  /** An account's e-mail (as it was at the time) or id. */
  account: optionalFilter(254),
  from: auditBound,
  to: auditBound,
  limit: listQueryFields.limit,
  offset: listQueryFields.offset,
});
export type AuditQuery = z.output<typeof auditQuery>;
export const auditPageSchema = pageOf(auditEntrySchema);

export const auditEntityLabels: Record<string, string> = {
  accounts: 'Comptes',
  sessions: 'Connexions',
  championships: 'Championnats',
  pricing: 'Tarifs',
  eventTypes: "Types d'épreuve",
  events: 'Épreuves',
  results: 'Résultats',
  practicalInfo: 'Infos pratiques',
  partners: 'Partenaires',
  participants: 'Participants',
  rules: 'Règlement',
  documents: 'Documents',
  volunteers: 'Bénévoles',
  contactMessages: 'Messages',
  accreditations: 'Accréditations presse',
  newsletter: 'Newsletter',
  settings: 'Paramètres',
  uploads: 'Fichiers envoyés',
  personalData: 'Données personnelles',
  retention: 'Conservation des données',
  entries: 'Inscriptions aux épreuves',
  raceComputerKeys: 'Clés des ordinateurs de course',
  screenPin: 'Écrans de la salle',
  clubPoints: 'Barèmes du classement des clubs',
  mail: "Envois d'e-mails",
  campaigns: 'Campagnes de newsletter',
};

export const auditActionLabels: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  status: 'Changement de statut',
  import: 'Import',
  upload: 'Envoi de fichier',
  login: 'Connexion',
  logout: 'Déconnexion',
  password: 'Changement de mot de passe',
  totpOn: 'Activation de la double authentification',
  totpOff: 'Désactivation de la double authentification',
  purge: 'Purge (conservation)',
  presence: "Pointage en chambre d'appel",
  draw: 'Répartition (tirage des couloirs)',
  qualify: 'Qualification',
  reply: 'Réponse envoyée',
  retry: 'Nouvel essai d’envoi',
  cancel: 'Envoi annulé',
  testSend: 'Essai envoyé',
  send: 'Envoi de la campagne',
};

export const AUDIT_CSV_HEADER = ['Date', 'Compte', 'Entité', 'Identifiant', 'Action', 'Modifications'] as const;

/** The changes as « champ : avant → après », one per line (the CSV's cell, the personal-data record). */
export const auditChangesText = (changes: readonly AuditChange[]): string =>
  changes.map((c) => `${c.field} : ${c.before ?? '∅'} → ${c.after ?? '∅'}`).join('\n');

/** One entry as a CSV row: the changes one per line of the cell. */
export function auditCsvRow(entry: AuditEntry): string[] {
  const changes = auditChangesText(entry.changes);
  return [
    entry.at,
    entry.accountEmail,
    auditEntityLabels[entry.entity] ?? entry.entity,
    entry.entityId ?? '',
    auditActionLabels[entry.action] ?? entry.action,
    changes,
  ];
}
