import type { AuditChange, AuditEntry, AuditQuery } from '@app/contract';
import type { Db } from '@app/db';
import { newId, nowIso } from '../../lib/ids';
import * as repo from './audit.repository';

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
