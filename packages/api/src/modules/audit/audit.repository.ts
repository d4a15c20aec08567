import type { Db } from '@app/db';

export interface AuditRow {
  id: string;
  at: string;
  accountId: string | null;
  accountEmail: string;
  entity: string;
  entityId: string | null;
  action: string;
  changes: string;
}

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
  if (account) query = query.where((eb) => eb.or([eb('accountEmail', '=', account.toLowerCase()), eb('accountId', '=', account)]));
  if (filter.fromIso) query = query.where('at', '>=', filter.fromIso);
  if (filter.toIso) query = query.where('at', '<', filter.toIso);
  return query;
}

/** Newest first; the id breaks ties between entries of the same millisecond. */
export const findPage = (db: Db, filter: AuditFilter, window: { limit?: number | undefined; offset?: number | undefined }) =>
  filtered(db, filter)
    .select(['id', 'at', 'accountId', 'accountEmail', 'entity', 'entityId', 'action', 'changes'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    // An offset needs a limit in SQL: without one asked, a limit nothing reaches.
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset ?? 0)
    .execute();

export const count = async (db: Db, filter: AuditFilter): Promise<number> => {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
};
