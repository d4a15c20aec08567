import type { AuditChange } from '@app/contract';
import type { Database, Db } from '@app/db';
import type { AuditRecord } from './audit-changes';

/*
 * What the audit middleware (trpc.ts) needs to know of each admin write: the entity it touches, how to
 * read that entity's row before and after (the changed fields come from the two readings), and the
 * action when the procedure's name does not say it. One place for every router: a router missing here
 * is still audited (its key as the entity, no field changes), and audit-coverage.test.ts fails until
 * it is named here.
 */

export type ReadRow = (db: Db, id: string) => Promise<AuditRecord | undefined>;

export interface AuditTarget {
  entity: string;
  read?: ReadRow;
  /** The input field holding the id ('id' when absent). */
  idField?: string;
  /** The id is the calling account's own (changing one's password). */
  ownAccount?: boolean;
  action?: string;
  /** Personal data: a deletion keeps no copy of the deleted values in the trail. */
  personal?: boolean;
  /** Writes that write nothing (a dry run) leave no entry. */
  skip?: (input: Record<string, unknown>) => boolean;
  /** Changes told by the answer rather than by reading rows (an import's counts). */
  summary?: (input: Record<string, unknown>, output: Record<string, unknown>) => AuditChange[];
}

type IdTable = { [T in keyof Database]: Database[T] extends { id: string } ? T : never }[keyof Database];

const rowOf =
  (table: IdTable): ReadRow =>
  (db, id) =>
    db
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id as never)
      .executeTakeFirst() as Promise<AuditRecord | undefined>;

// Only the columns an account may show: the password hash and the TOTP key are not even read.
const readAccount: ReadRow = async (db, id) => {
  const row = await db.selectFrom('admins').select(['id', 'email', 'createdAt', 'totpEnabledAt']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { totpEnabledAt, ...account } = row;
  return { ...account, totp: totpEnabledAt !== null };
};

// The settings are one JSON document: each of its top-level keys is a field of the trail.
const readSettings: ReadRow = async (db) => {
  const row = await db.selectFrom('siteSettings').select('value').where('id', '=', 1).executeTakeFirst();
  return row ? (JSON.parse(row.value) as AuditRecord) : {};
};

// A ranking is a whole list: the trail tells how many rows it held, and the state it was published in.
const readRanking: ReadRow = async (db, eventId) => {
  const [count, event] = await Promise.all([
    db.selectFrom('results').select((eb) => eb.fn.countAll<number>().as('n')).where('eventId', '=', eventId).executeTakeFirstOrThrow(),
    db.selectFrom('events').select('resultsState').where('id', '=', eventId).executeTakeFirst(),
  ]);
  return { résultats: Number(count.n), resultsState: event?.resultsState };
};

const dryRun = (input: Record<string, unknown>) => input.dryRun === true;
const counts = (output: Record<string, unknown>, names: string[]): AuditChange[] =>
  names.filter((name) => typeof output[name] === 'number').map((name) => ({ field: name, before: null, after: String(output[name]) }));

/** By router key (the first part of the procedure's path). */
export const auditRouters: Record<string, AuditTarget> = {
  auth: { entity: 'sessions' },
  accounts: { entity: 'accounts', read: readAccount },
  account: { entity: 'accounts', read: readAccount, ownAccount: true },
  championships: { entity: 'championships', read: rowOf('championships') },
  pricing: { entity: 'pricing', read: rowOf('pricingPeriods') },
  eventTypes: { entity: 'eventTypes', read: rowOf('eventTypes') },
  events: { entity: 'events', read: rowOf('events') },
  results: { entity: 'results', read: rowOf('results') },
  practicalInfo: { entity: 'practicalInfo', read: rowOf('practicalInfo') },
  partners: { entity: 'partners', read: rowOf('partners') },
  participants: { entity: 'participants', read: rowOf('participants'), personal: true },
  rules: { entity: 'rules', read: rowOf('rules') },
  documents: { entity: 'documents', read: rowOf('officialDocuments') },
  volunteers: { entity: 'volunteers', read: rowOf('volunteers'), personal: true },
  contact: { entity: 'contactMessages', read: rowOf('contactMessages'), personal: true },
  accreditations: { entity: 'accreditations', read: rowOf('accreditations'), personal: true },
  newsletter: { entity: 'newsletter', read: rowOf('newsletterSubscriptions'), personal: true },
  settings: { entity: 'settings', read: readSettings },
  // The e-mail erased is personal data itself: only the count goes into the trail.
  personalData: { entity: 'personalData', action: 'delete', personal: true, summary: (_input, output) => counts(output, ['deleted']) },
  retention: { entity: 'retention' },
};

/** Procedures whose entity, id or changes differ from their router's. */
export const auditProcedures: Record<string, AuditTarget> = {
  'results.setRanking': { entity: 'results', idField: 'eventId', read: readRanking },
  'results.setState': { entity: 'events', idField: 'eventId', read: rowOf('events'), action: 'status' },
  'results.importFile': {
    entity: 'results',
    idField: 'eventId',
    read: readRanking,
    action: 'import',
    skip: dryRun,
    summary: (input) => (typeof input.fileName === 'string' ? [{ field: 'fichier', before: null, after: input.fileName.slice(0, 80) }] : []),
  },
  'retention.dryRun': { entity: 'retention', skip: () => true },
  // A key not yet confirmed turns nothing on: the trail records the turning on and off.
  'account.totpSetup': { entity: 'accounts', skip: () => true },
  'account.totpEnable': { entity: 'accounts', read: readAccount, ownAccount: true, action: 'totpOn' },
  'account.totpDisable': { entity: 'accounts', read: readAccount, ownAccount: true, action: 'totpOff' },
  'retention.run': {
    entity: 'retention',
    action: 'purge',
    summary: (_input, output) =>
      (Array.isArray(output.rules) ? (output.rules as { rule: string; count: number }[]) : []).map((r) => ({ field: r.rule, before: null, after: String(r.count) })),
  },
  'participants.importFile': {
    entity: 'participants',
    action: 'import',
    skip: dryRun,
    summary: (_input, output) => counts(output, ['created', 'updated', 'unchanged']),
  },
};

/** The action a procedure's name says. */
export const auditActions: Record<string, string> = {
  create: 'create',
  update: 'update',
  remove: 'delete',
  setStatus: 'status',
  setState: 'status',
  setRanking: 'update',
  importFile: 'import',
  logout: 'logout',
  changePassword: 'password',
  removeAll: 'delete',
};
