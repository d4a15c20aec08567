import { AUDIT_ERASED, AUDIT_VALUE_MAX, type AuditChange } from '@app/contract';

/** A row as the API answers it (names, booleans and nested sections as a script reads them). */
export type AuditRecord = Record<string, unknown>;

// Matched on the field's name, whatever the entity: such a value never reaches the trail.
const SECRET_FIELD = /password|token|hash|secret/i;
export const REDACTED = '[masqué]';

/** A value as the trail shows it: text, cut to AUDIT_VALUE_MAX characters. */
export function shortValue(value: unknown): string | null {
  const text = asText(value);
  return text !== null && text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

// Booleans and numbers as JSON writes them (`true`, `5`), lists as JSON.
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Another entity's row shown inside this one (a participant's championship, a result's race): journaled on its own. */
const isOtherEntity = (value: unknown) =>
  (isPlainObject(value) && 'id' in value) ||
  (Array.isArray(value) && value.length > 0 && value.every((v) => isPlainObject(v) && 'id' in v));

/**
 * The fields of a row as the trail names them: a section is flattened (`venue.name`, so a change says
 * which part changed), another entity's row shown inside is left out (its id field names it).
 */
export function auditFields(row: AuditRecord | undefined, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(row ?? {})) {
    if (isOtherEntity(value)) continue;
    if (isPlainObject(value))
      for (const [name, inner] of auditFields(value, `${prefix}${key}.`)) fields.set(name, inner);
    else fields.set(`${prefix}${key}`, value);
  }
  return fields;
}

/** The fields that differ between two states of a row (either may be absent: a creation, a deletion). */
export function diffRecords(before: AuditRecord | undefined, after: AuditRecord | undefined): AuditChange[] {
  const was = auditFields(before);
  const now = auditFields(after);
  const names = new Set([...was.keys(), ...now.keys()]);
  // The id is the entry's own entityId.
  names.delete('id');
  const changes: AuditChange[] = [];
  for (const field of names) {
    // Compared before being cut: two long texts sharing their first 80 characters still differ.
    if (asText(was.get(field)) === asText(now.get(field))) continue;
    const before = shortValue(was.get(field));
    const after = shortValue(now.get(field));
    if (SECRET_FIELD.test(field))
      changes.push({ field, before: before === null ? null : REDACTED, after: after === null ? null : REDACTED });
    else changes.push({ field, before, after });
  }
  return changes;
}

/** An erased person's entry: the same fields, every value that was there becomes AUDIT_ERASED. */
export const eraseValues = (changes: AuditChange[]): AuditChange[] =>
  changes.map((c) => ({
    field: c.field,
    before: c.before === null ? null : AUDIT_ERASED,
    after: c.after === null ? null : AUDIT_ERASED,
  }));
