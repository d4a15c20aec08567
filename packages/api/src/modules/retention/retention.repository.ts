import type { Db, RetentionRunTable } from '@app/db';

const columns = ['id', 'day', 'at', 'trigger', 'dryRun', 'counts', 'error'] as const;

/** Fails with a unique violation when a run already holds `row.day`: that is the daily claim. */
export const insert = (db: Db, row: RetentionRunTable) => db.insertInto('retentionRuns').values(row).execute();
export const finish = (db: Db, id: string, patch: Pick<RetentionRunTable, 'counts' | 'error'>) => db.updateTable('retentionRuns').set(patch).where('id', '=', id).execute();
export const findLatest = (db: Db) => db.selectFrom('retentionRuns').select(columns).orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
