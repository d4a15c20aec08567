import type { Db } from '@app/db';
import { type AuditRecord, diffRecords } from './audit-changes';
import { type AuditActor, eraseAbout, record } from './audit.service';
import { auditActions, auditProcedures, auditRouters, type AuditTarget } from './audit-targets';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const asId = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export function auditTargetOf(path: string): AuditTarget & { action: string } {
  const [routerKey = path, procedure = path] = path.split('.');
  const target = auditProcedures[path] ?? auditRouters[routerKey] ?? { entity: routerKey };
  return { ...target, action: target.action ?? auditActions[procedure] ?? procedure };
}

/**
 * Called by the admin middleware around every admin write: reads the row before the write, and once
 * the write succeeded, records who did what to which row and the fields it changed. Only the rows are
 * compared, never the input: a password, a token or a file's bytes sent with a write are not recorded.
 */
export async function beginAudit(db: Db, actor: AuditActor & { id: string }, path: string, rawInput: unknown) {
  const target = auditTargetOf(path);
  const input = asRecord(rawInput);
  const inputId = target.ownAccount ? actor.id : target.single ? undefined : asId(input[target.idField ?? 'id']);
  const read = (id: string | undefined) =>
    target.read && (id || target.single) ? target.read(db, id ?? '') : undefined;
  const before: AuditRecord | undefined = await read(inputId);
  return {
    async commit(outputValue: unknown): Promise<void> {
      if (target.skip?.(input)) return;
      const output = asRecord(outputValue);
      const id = inputId ?? (target.single ? undefined : asId(output.id));
      const after = await read(id);
      const deleted = target.action === 'delete';
      const changes = [
        ...(deleted && target.personal ? [] : diffRecords(before, after)),
        ...(target.summary?.(input, output) ?? []),
      ];
      // A person's row gone: what earlier entries said of it goes too (the entries stay, their values erased).
      if (deleted && target.personal && id) await eraseAbout(db, { refs: [{ entity: target.entity, ids: [id] }] });
      await record(db, actor, { entity: target.entity, entityId: id ?? null, action: target.action, changes });
    },
  };
}
