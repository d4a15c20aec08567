import type { AuditChange, AuditEntry, AuditQuery } from '@app/contract';
import type { Db } from '@app/db';
import { newId, nowIso } from '../../lib/ids';
import { eraseValues } from './audit-changes';
import * as repo from './audit.repository';

export type { AuditAbout } from './audit.repository';

export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditEvent {
  entity: string;
  entityId?: string | null | undefined;
  action: string;
  changes?: AuditChange[];
}

export async function record(db: Db, actor: AuditActor, event: AuditEvent): Promise<void> {
  await repo.insertEntry(db, {
    id: newId(),
    at: nowIso(),
    accountId: actor.id,
    accountEmail: actor.email,
    entity: event.entity,
    entityId: event.entityId ?? null,
    action: event.action,
    changes: JSON.stringify(event.changes ?? []),
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A day alone means the whole day (UTC): `to=2026-01-31` includes the 31st. */
function filterOf(query: AuditQuery | undefined): repo.AuditFilter {
  const from = query?.from;
  const to = query?.to;
  return {
    entity: query?.entity,
    account: query?.account,
    fromIso: from ? new Date(Date.parse(from)).toISOString() : undefined,
    toIso: to ? new Date(Date.parse(to) + (DAY.test(to) ? DAY_MS : 1)).toISOString() : undefined,
  };
}

const toEntry = (row: repo.AuditRow): AuditEntry => ({ ...row, changes: JSON.parse(row.changes) as AuditChange[] });

export async function page(db: Db, query: AuditQuery | undefined): Promise<{ items: AuditEntry[]; total: number }> {
  const filter = filterOf(query);
  const [rows, total] = await Promise.all([repo.findPage(db, filter, query ?? {}), repo.count(db, filter)]);
  return { items: rows.map(toEntry), total };
}

/** The entries about a person's rows, or holding their address, newest first. */
export const entriesAbout = async (db: Db, about: repo.AuditAbout): Promise<AuditEntry[]> =>
  (await repo.findAbout(db, about)).map(toEntry);

/**
 * Erasure reaches the journal: each entry about the person keeps its account, time, entity, action and
 * fields, and its values become [effacé]. The number of entries that held a value.
 */
export async function eraseAbout(db: Db, about: repo.AuditAbout): Promise<number> {
  let erased = 0;
  for (const entry of await entriesAbout(db, about)) {
    const changes = JSON.stringify(eraseValues(entry.changes));
    if (changes === JSON.stringify(entry.changes)) continue;
    await repo.setChanges(db, entry.id, changes);
    erased += 1;
  }
  return erased;
}
