import type { Db, RetentionRunTable } from '@app/db';
import { sql } from 'kysely';
import type { RetentionRule } from './retention-rules';

const columns = ['id', 'day', 'at', 'trigger', 'dryRun', 'counts', 'error'] as const;

/** Fails with a unique violation when a run already holds `row.day`: that is the daily claim. */
export const insert = (db: Db, row: RetentionRunTable) => db.insertInto('retentionRuns').values(row).execute();
export const finish = (db: Db, id: string, patch: Pick<RetentionRunTable, 'counts' | 'error'>) =>
  db.updateTable('retentionRuns').set(patch).where('id', '=', id).execute();
export const findLatest = (db: Db) =>
  db
    .selectFrom('retentionRuns')
    .select(columns)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

// The rules name tables and columns from retention-rules.ts only: the casts below never see user input.
const ref = (rule: RetentionRule) => sql.ref(rule.dateColumn);

export async function findDue(db: Db, rule: RetentionRule, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom(rule.table as 'volunteers')
    .select('id')
    .where(ref(rule), '<', before.toISOString())
    .$if(rule.whereNull !== undefined, (q) => q.where(sql.ref(rule.whereNull ?? ''), 'is', null))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteDue(db: Db, rule: RetentionRule, before: Date): Promise<number> {
  const result = await db
    .deleteFrom(rule.table as 'volunteers')
    .where(ref(rule), '<', before.toISOString())
    .$if(rule.whereNull !== undefined, (q) => q.where(sql.ref(rule.whereNull ?? ''), 'is', null))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
