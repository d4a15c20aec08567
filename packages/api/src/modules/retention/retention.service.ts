import type { RetentionDryRun, RetentionOutcome, RetentionStatus } from '@app/contract';
import { type Db, readJson } from '@app/db';
import { newId } from '../../lib/ids';
import { eraseAbout } from '../audit/audit.service';
import { isUniqueViolation } from '../../lib/sql-errors';
import { nextDailyRun, parisDay } from './daily-time';
import { keptOnPurpose, type RetentionRule, retentionRules } from './retention-rules';
import * as repo from './retention.repository';

type Counts = RetentionOutcome['rules'];
type Trigger = RetentionOutcome['trigger'];

const ruleInfo = (rule: RetentionRule) => ({ rule: rule.id, label: rule.label });

/** What each rule would delete at `now`, with the ids; recorded as the last result (a simulation). */
export async function dryRun(db: Db, now: Date, rules = retentionRules): Promise<RetentionDryRun> {
  const results = [];
  for (const rule of rules) {
    const cutoff = rule.cutoff(now);
    const ids = cutoff ? await repo.findDue(db, rule, cutoff) : [];
    results.push({ ...ruleInfo(rule), count: ids.length, ids });
  }
  const at = now.toISOString();
  await repo.insert(db, {
    id: newId(),
    day: null,
    at,
    trigger: 'manual',
    dryRun: 1,
    counts: JSON.stringify(results.map(({ ids: _ids, ...c }) => c)),
    error: null,
  });
  return { at, rules: results };
}

async function deleteAll(db: Db, now: Date, rules: readonly RetentionRule[]): Promise<Counts> {
  return db.transaction().execute(async (trx) => {
    const counts: Counts = [];
    for (const rule of rules) {
      const cutoff = rule.cutoff(now);
      // A person's rows purged: the journal's entries about them lose their values, as with an erasure.
      const erased =
        cutoff && rule.journalEntity
          ? { entity: rule.journalEntity, ids: await repo.findDue(trx, rule, cutoff) }
          : null;
      counts.push({ ...ruleInfo(rule), count: cutoff ? await repo.deleteDue(trx, rule, cutoff) : 0 });
      if (erased && erased.ids.length > 0) await eraseAbout(trx, { refs: [erased] });
    }
    return counts;
  });
}

/** Deletes what is due and records the result, error included (the deletes are one transaction: all or none). */
async function execute(
  db: Db,
  now: Date,
  trigger: Trigger,
  day: string | null,
  rules: readonly RetentionRule[],
): Promise<RetentionOutcome> {
  const id = newId();
  const at = now.toISOString();
  // The first write: for a daily run, its claim on the date (a unique violation when already taken).
  await repo.insert(db, { id, day, at, trigger, dryRun: 0, counts: '[]', error: null });
  let counts: Counts = [];
  let error: string | null = null;
  try {
    counts = await deleteAll(db, now, rules);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  await repo.finish(db, id, { counts: JSON.stringify(counts), error });
  return { at, dryRun: false, trigger, rules: counts, error };
}

/** 'Lancer maintenant': claims no date, always runs. */
export const runNow = (db: Db, now: Date, rules = retentionRules) => execute(db, now, 'manual', null, rules);

/** The daily run: the process that claims the Paris date runs it; the others answer null. */
export async function runDaily(db: Db, now: Date, rules = retentionRules): Promise<RetentionOutcome | null> {
  try {
    return await execute(db, now, 'daily', parisDay(now), rules);
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

export async function status(db: Db, now: Date): Promise<RetentionStatus> {
  const last = await repo.findLatest(db);
  return {
    nextRunAt: nextDailyRun(now).toISOString(),
    lastRun: last
      ? {
          at: last.at,
          dryRun: last.dryRun === 1,
          trigger: last.trigger as Trigger,
          rules: readJson<Counts>(last.counts, []),
          error: last.error,
        }
      : null,
    rules: retentionRules.map((r) => ({ ...ruleInfo(r), keptFor: r.keptFor })),
    kept: [...keptOnPurpose],
  };
}

export const deletedAny = (outcome: RetentionOutcome | null) => !!outcome && outcome.rules.some((r) => r.count > 0);
