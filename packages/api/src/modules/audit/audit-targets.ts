import type { AuditChange } from '@app/contract';
import type { Db } from '@app/db';
import { DomainError } from '../../lib/domain-error';
import * as accreditations from '../accreditations/accreditations.service';
import * as callRoom from '../call-room/call-room.service';
import * as entries from '../entries/entries.service';
import * as championships from '../championships/championships.service';
import * as messages from '../contact-messages/contact-messages.service';
import * as eventTypes from '../event-types/event-types.service';
import * as events from '../events/events.service';
import * as liveRace from '../live-race/live-race.service';
import * as newsletter from '../newsletter/newsletter.service';
import * as campaigns from '../campaigns/campaigns.service';
import * as documents from '../official-documents/official-documents.service';
import * as participants from '../participants/participants.service';
import * as partners from '../partners/partners.service';
import * as practicalInfo from '../practical-info/practical-info.service';
import * as pricing from '../pricing/pricing.service';
import * as results from '../results/results.service';
import * as rules from '../rules/rules.service';
import * as settings from '../settings/settings.service';
import * as volunteers from '../volunteers/volunteers.service';
import type { AuditRecord } from './audit-changes';
import * as repo from './audit.repository';

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
  /** One document without an id (the settings): read before and after all the same, entityId null. */
  single?: boolean;
  action?: string;
  /** Personal data: a deletion keeps no copy of the deleted values, and erases those of the row's earlier entries. */
  personal?: boolean;
  /** Writes that write nothing (a dry run) leave no entry. */
  skip?: (input: Record<string, unknown>) => boolean;
  /** Changes told by the answer rather than by reading rows (an import's counts). */
  summary?: (input: Record<string, unknown>, output: Record<string, unknown>) => AuditChange[];
}

/**
 * A row as the API answers it, read by its module's own `byId`: the trail names fields as scripts see
 * them (`order`, not the column `sortOrder`) and writes booleans as `true`/`false`, for every entity
 * alike. Absent (before a creation, after a deletion): undefined.
 */
const apiRow =
  (byId: (db: Db, id: string) => Promise<object>): ReadRow =>
  async (db, id) => {
    try {
      return (await byId(db, id)) as AuditRecord;
    } catch (e) {
      if (e instanceof DomainError && e.kind === 'NOT_FOUND') return undefined;
      throw e;
    }
  };
// Only the columns an account may show: the password hash and the TOTP key are not even read. Read here,
// not through the accounts module, which records its own writes in this trail.
const readAccount: ReadRow = async (db, id) => {
  const row = await repo.findAccount(db, id);
  if (!row) return undefined;
  const { totpEnabledAt, notifySubmissions, ...account } = row;
  return { ...account, totp: totpEnabledAt !== null, notifySubmissions: notifySubmissions === 1 };
};
// The settings are one document, read as GET /api/admin/settings answers it; its sections are flattened by the diff (`venue.name`).
const readSettings: ReadRow = (db) => settings.get(db);
// A ranking is a whole list: the trail tells how many rows it held, and the state it was published in.
const readRanking: ReadRow = async (db, eventId) => {
  const { count, resultsState } = await results.rankingFacts(db, eventId);
  return { résultats: count, resultsState };
};

const withoutNames = (row: AuditRecord | undefined): AuditRecord | undefined => {
  if (!row) return undefined;
  const { firstName: _f, lastName: _l, club: _c, category: _k, bib: _b, ...rest } = row;
  return rest;
};

const dryRun = (input: Record<string, unknown>) => input.dryRun === true;
const counts = (output: Record<string, unknown>, names: string[]): AuditChange[] =>
  names
    .filter((name) => typeof output[name] === 'number')
    .map((name) => ({ field: name, before: null, after: String(output[name]) }));

/** By router key (the first part of the procedure's path). */
export const auditRouters: Record<string, AuditTarget> = {
  auth: { entity: 'sessions' },
  accounts: { entity: 'accounts', read: readAccount },
  account: { entity: 'accounts', read: readAccount, ownAccount: true },
  championships: { entity: 'championships', read: apiRow(championships.byId) },
  pricing: { entity: 'pricing', read: apiRow(pricing.byId) },
  eventTypes: { entity: 'eventTypes', read: apiRow(eventTypes.byId) },
  events: { entity: 'events', read: apiRow(events.byId) },
  // Without the entrant's name: the trail keeps ids, so deleting the participant leaves no name behind.
  entries: { entity: 'entries', read: async (db, id) => withoutNames(await apiRow(entries.byId)(db, id)) },
  results: { entity: 'results', read: apiRow(results.byId) },
  practicalInfo: { entity: 'practicalInfo', read: apiRow(practicalInfo.byId) },
  partners: { entity: 'partners', read: apiRow(partners.byId) },
  participants: { entity: 'participants', read: apiRow(participants.byId), personal: true },
  rules: { entity: 'rules', read: apiRow(rules.byId) },
  documents: { entity: 'documents', read: apiRow(documents.byId) },
  volunteers: { entity: 'volunteers', read: apiRow(volunteers.byId), personal: true },
  contact: { entity: 'contactMessages', read: apiRow(messages.byId), personal: true },
  accreditations: { entity: 'accreditations', read: apiRow(accreditations.byId), personal: true },
  newsletter: { entity: 'newsletter', read: apiRow(newsletter.byId), personal: true },
  settings: { entity: 'settings', read: readSettings, single: true },
  // The e-mail erased is personal data itself: only the count goes into the trail.
  personalData: {
    entity: 'personalData',
    action: 'delete',
    personal: true,
    summary: (_input, output) => counts(output, ['deleted', 'journalErased', 'resultsAnonymised']),
  },
  retention: { entity: 'retention' },
  // A call-room tick changes an entry's presence: the trail shows it on the entry.
  callRoom: { entity: 'entries', read: apiRow(callRoom.entryById), action: 'presence' },
  // The draw's actions change a round's entries: the trail tells the event and the answer's counts.
  draw: { entity: 'events', idField: 'eventId', read: apiRow(events.byId) },
  // The key itself is never read back: only its name and dates are in the row.
  raceComputerKeys: { entity: 'raceComputerKeys', read: apiRow(liveRace.keyById) },
  liveScreen: { entity: 'screenPin', read: (db) => liveRace.pin(db), single: true },
  // An outbox row holds an address: personal, erased with its owner's data.
  mail: { entity: 'mail', personal: true },
  campaigns: { entity: 'campaigns', read: apiRow(campaigns.byId) },
};

/** Procedures whose entity, id or changes differ from their router's. */
export const auditProcedures: Record<string, AuditTarget> = {
  'results.setRanking': { entity: 'results', idField: 'eventId', read: readRanking },
  'results.setState': { entity: 'events', idField: 'eventId', read: apiRow(events.byId), action: 'status' },
  'results.importFile': {
    entity: 'results',
    idField: 'eventId',
    read: readRanking,
    action: 'import',
    skip: dryRun,
    summary: (input, output) => [
      ...(typeof input.fileName === 'string'
        ? [{ field: 'fichier', before: null, after: input.fileName.slice(0, 80) }]
        : []),
      // An import may also change the race's results state (issue 27): the journal says so.
      ...(output.currentResultsState !== output.resultsState
        ? [{ field: 'resultsState', before: String(output.currentResultsState), after: String(output.resultsState) }]
        : []),
    ],
  },
  'retention.dryRun': { entity: 'retention', skip: () => true },
  'results.setPointsTable': {
    entity: 'clubPoints',
    idField: 'championshipId',
    action: 'update',
    summary: (_input, output) =>
      ['points', 'relayPoints'].map((field) => ({
        field,
        before: null,
        after: Array.isArray(output[field]) ? (output[field] as number[]).join(', ') : '',
      })),
  },
  // The reply's text is in its thread; the trail tells that one was sent and the message's new status.
  'contact.reply': { entity: 'contactMessages', read: apiRow(messages.byId), personal: true, action: 'reply' },
  'mail.retry': { entity: 'mail', personal: true, action: 'retry' },
  'mail.cancel': { entity: 'mail', personal: true, action: 'cancel' },
  // The test goes to the administrator who asks; the trail tells who tried which campaign, and who sent it.
  'campaigns.sendTest': { entity: 'campaigns', action: 'testSend' },
  'campaigns.start': { entity: 'campaigns', read: apiRow(campaigns.byId), action: 'send' },
  // A key not yet confirmed turns nothing on: the trail records the turning on and off.
  'account.totpSetup': { entity: 'accounts', skip: () => true },
  'account.totpEnable': { entity: 'accounts', read: readAccount, ownAccount: true, action: 'totpOn' },
  'account.totpDisable': { entity: 'accounts', read: readAccount, ownAccount: true, action: 'totpOff' },
  'retention.run': {
    entity: 'retention',
    action: 'purge',
    summary: (_input, output) =>
      (Array.isArray(output.rules) ? (output.rules as { rule: string; count: number }[]) : []).map((r) => ({
        field: r.rule,
        before: null,
        after: String(r.count),
      })),
  },
  'draw.run': {
    entity: 'events',
    idField: 'eventId',
    action: 'draw',
    summary: (_input, output) => counts(output, ['seeded']),
  },
  'draw.startList': {
    entity: 'events',
    idField: 'eventId',
    read: apiRow(events.byId),
    action: 'update',
    summary: (_input, output) => counts(output, ['moved']),
  },
  'draw.qualify': {
    entity: 'events',
    idField: 'eventId',
    action: 'qualify',
    summary: (_input, output) => counts(output, ['qualified']),
  },
  'participants.importFile': {
    entity: 'participants',
    action: 'import',
    skip: dryRun,
    summary: (_input, output) => counts(output, ['created', 'updated', 'unchanged', 'entriesCreated']),
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
