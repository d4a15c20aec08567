import { AUDIT_VALUE_MAX, type AuditChange } from '@app/contract';

export type AuditRecord = Record<string, unknown>;

// Matched on the field's name, whatever the entity: such a value never reaches the trail.
const SECRET_FIELD = /password|token|hash|secret/i;
export const REDACTED = '[masqué]';

/** A value as the trail shows it: text, cut to AUDIT_VALUE_MAX characters. */
export function shortValue(value: unknown): string | null {
  const text = asText(value);
  return text !== null && text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields that differ between two states of a row (either may be absent: a creation, a deletion). */
export function diffRecords(before: AuditRecord | undefined, after: AuditRecord | undefined): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  // The id is the entry's own entityId.
  fields.delete('id');
  for (const field of fields) {
    // Compared before being cut: two long texts sharing their first 80 characters still differ.
    if (asText(before?.[field]) === asText(after?.[field])) continue;
    const was = shortValue(before?.[field]);
    const now = shortValue(after?.[field]);
    if (SECRET_FIELD.test(field)) changes.push({ field, before: was === null ? null : REDACTED, after: now === null ? null : REDACTED });
    else changes.push({ field, before: was, after: now });
  }
  return changes;
}
