import type { ParticipantImportField, ParticipantImportMapping, ParticipantsImportAnswer } from '@app/contract';

type Column = ParticipantsImportAnswer['columns'][number];

/**
 * The mapping after the admin chose `field` (or 'Ignorer', null) for one column: a field reads one
 * column only, so it leaves the column it was on; the other columns keep what the server had read.
 * Built from the columns shown rather than the answer's mapping, so what is sent is what is seen.
 */
export function remap(
  columns: readonly Column[],
  index: number,
  field: ParticipantImportField | null,
): ParticipantImportMapping {
  const mapping: ParticipantImportMapping = {};
  for (const column of columns) {
    const chosen = column.index === index ? field : column.field === field ? null : column.field;
    if (chosen) mapping[chosen] = column.header;
  }
  return mapping;
}
