import type { AuditEntryTable, Db } from '@app/db';
import { sql } from 'kysely';

/** One entry as stored: the schema's table type, `changes` still JSON text. */
export type AuditRow = AuditEntryTable;

export interface AuditFilter {
  entity?: string | undefined;
  account?: string | undefined;
  fromIso?: string | undefined;
  toIso?: string | undefined;
}

export const insertEntry = (db: Db, row: AuditRow) => db.insertInto('auditEntries').values(row).execute();

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('auditEntries');
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  const account = filter.account;
  if (account)
    query = query.where((eb) => eb.or([eb('accountEmail', '=', account.toLowerCase()), eb('accountId', '=', account)]));
  if (filter.fromIso) query = query.where('at', '>=', filter.fromIso);
  if (filter.toIso) query = query.where('at', '<', filter.toIso);
  return query;
}

/** Newest first; the id breaks ties between entries of the same millisecond. */
export const findPage = (
  db: Db,
  filter: AuditFilter,
  window: { limit?: number | undefined; offset?: number | undefined },
) =>
  filtered(db, filter)
    .select(['id', 'at', 'accountId', 'accountEmail', 'entity', 'entityId', 'action', 'changes'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    // An offset needs a limit in SQL: without one asked, a limit nothing reaches.
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset ?? 0)
    .execute();

export const count = async (db: Db, filter: AuditFilter): Promise<number> => {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Rows of one entity by id, and entries whose values hold a text (an e-mail): what the journal says of a person. */
export interface AuditAbout {
  refs: readonly { entity: string; ids: readonly string[] }[];
  /** A value equal to it, whatever the case (not a longer address ending with it); entries of these entities are left out of this match. */
  text?: { value: string; except: readonly string[] } | undefined;
}

// A retention run may name thousands of rows: a bounded number of parameters per query.
const CHUNK = 500;
const columns = ['id', 'at', 'accountId', 'accountEmail', 'entity', 'entityId', 'action', 'changes'] as const;
// A whole value of the JSON (quoted), LIKE's wildcards in it (`_` is common in addresses) taken as themselves.
const likeValue = (value: string) => `%${JSON.stringify(value.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findAbout(db: Db, about: AuditAbout): Promise<AuditRow[]> {
  const found = new Map<string, AuditRow>();
  for (const { entity, ids } of about.refs) {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await db
        .selectFrom('auditEntries')
        .select(columns)
        .where('entity', '=', entity)
        .where('entityId', 'in', ids.slice(i, i + CHUNK))
        .execute();
      for (const row of rows) found.set(row.id, row);
    }
  }
  const text = about.text;
  if (text) {
    let query = db
      .selectFrom('auditEntries')
      .select(columns)
      .where(sql<boolean>`lower(changes) like ${likeValue(text.value)} escape '\\'`);
    if (text.except.length > 0) query = query.where('entity', 'not in', [...text.except]);
    for (const row of await query.execute()) found.set(row.id, row);
  }
  return [...found.values()].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}

export const setChanges = (db: Db, id: string, changes: string) =>
  db.updateTable('auditEntries').set({ changes }).where('id', '=', id).execute();

/** An account as the trail shows it before and after a write: no password hash, no TOTP key. */
export const findAccount = (db: Db, id: string) =>
  db
    .selectFrom('admins')
    .select(['id', 'email', 'createdAt', 'totpEnabledAt', 'notifySubmissions'])
    .where('id', '=', id)
    .executeTakeFirst();
