import { z } from 'zod';
import { changesSomething, choice, idParam, type Label, NOTHING_TO_CHANGE, REQUIRED, writeInput } from './common';
import { listQueryFields, optionalFilter, pageOf } from './list-query';
import { RACE_TIME } from './result';

// An entry ties a participant (or a relay crew) to one round of the programme (issue 29, item 1). A
// withdrawn entry is kept, scratched, never deleted by a withdrawal.

export const entryStatuses = ['entered', 'scratched'] as const;
export const entryStatusSchema = choice(entryStatuses, 'Statut invalide');
export type EntryStatus = z.infer<typeof entryStatusSchema>;
export const entryStatusLabels: Record<EntryStatus, Label> = {
  entered: { fr: 'Inscrit', en: 'Entered' },
  scratched: { fr: 'Forfait', en: 'Scratched' },
};

export const presences = ['present', 'absent'] as const;
export const presenceSchema = choice(presences, 'Présence invalide');
export type Presence = z.infer<typeof presenceSchema>;

const seedTime = z.string().trim().regex(RACE_TIME, { error: 'Temps de référence invalide (ex. 6:42.3)' }).nullable();

export const entrySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  participantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  club: z.string(),
  category: z.string(),
  bib: z.string().nullable(),
  crewName: z.string().nullable(),
  crewMemberIds: z.array(z.string()),
  /** Declared for this race; null when none (the draw then uses the participant's personal best). */
  seedTime: z.string().nullable(),
  status: entryStatusSchema,
  lane: z.number().int().nullable(),
  presence: presenceSchema.nullable(),
  fromEntryId: z.string().nullable(),
  createdAt: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

const entryFields = {
  eventId: z
    .string({ error: "L'épreuve est obligatoire" })
    .trim()
    .min(1, { error: "L'épreuve est obligatoire" })
    .max(128),
  participantId: z
    .string({ error: 'Le participant est obligatoire' })
    .trim()
    .min(1, { error: 'Le participant est obligatoire' })
    .max(128),
  crewName: z.string().trim().max(150).nullable(),
  crewMemberIds: z.array(z.string().trim().min(1).max(128)).max(12),
  seedTime,
  status: entryStatusSchema,
  lane: z
    .number({ error: 'Couloir invalide' })
    .int({ error: 'Couloir invalide' })
    .min(1, { error: 'Couloir invalide' })
    .max(60)
    .nullable(),
  presence: presenceSchema.nullable(),
};
export const entryCreateInput = writeInput({
  eventId: entryFields.eventId,
  participantId: entryFields.participantId,
  crewName: entryFields.crewName.optional(),
  crewMemberIds: entryFields.crewMemberIds.optional(),
  seedTime: entryFields.seedTime.optional(),
  lane: entryFields.lane.optional(),
});
export const entryUpdateInput = writeInput(entryFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);
export const entryIdParam = idParam;

export const entriesQuery = z.object({
  ...listQueryFields,
  eventId: optionalFilter(),
  participantId: optionalFilter(),
});
export type EntriesQuery = z.infer<typeof entriesQuery>;
export const entriesPageSchema = pageOf(entrySchema);
