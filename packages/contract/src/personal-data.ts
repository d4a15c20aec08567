import { z } from 'zod';
import { email } from './common';

// Everything the site holds for one e-mail address (issue 16, GDPR access and erasure requests).

export const personalDataKinds = [
  'participant',
  'volunteer',
  'message',
  'accreditation',
  'newsletter',
  'account',
  'result',
  'journal',
] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

export const personalDataKindLabels: Record<PersonalDataKind, string> = {
  participant: 'Inscription (participant)',
  volunteer: 'Candidature bénévole',
  message: 'Message de contact',
  accreditation: 'Demande d’accréditation presse',
  newsletter: 'Abonnement à la newsletter',
  account: 'Compte administrateur',
  result: 'Résultat (palmarès public)',
  journal: 'Entrée du journal des modifications',
};

/**
 * Administrator accounts are shown, not erased here: they are closed on the accounts screen. Results and
 * journal entries are not deleted one by one: « Tout supprimer » erases the journal's values, and
 * anonymises the results when asked.
 */
export const erasableKinds: readonly PersonalDataKind[] = [
  'participant',
  'volunteer',
  'message',
  'accreditation',
  'newsletter',
];

export const personalDataQuery = z.object({ email: email() });

/** One record: its kind, id, date and every stored field as text (null when empty). */
export const personalDataRecordSchema = z.object({
  kind: z.enum(personalDataKinds),
  id: z.string(),
  date: z.string(),
  fields: z.record(z.string(), z.string().nullable()),
});
export type PersonalDataRecord = z.infer<typeof personalDataRecordSchema>;

export const personalDataSchema = z.object({ email: z.string(), records: z.array(personalDataRecordSchema) });
export type PersonalData = z.infer<typeof personalDataSchema>;

/**
 * What « Tout supprimer » does besides deleting the records: the journal entries about them keep their
 * fields and lose their values (AUDIT_ERASED); results, public sporting records, stay as they are unless
 * `anonymiseResults` is true: then the athlete's name becomes ANONYMOUS_ATHLETE and the link to the
 * registration goes. Over REST a query parameter, hence the text.
 */
export const personalDataEraseQuery = personalDataQuery.extend({
  anonymiseResults: z
    .enum(['true', 'false'], { error: 'anonymiseResults doit valoir true ou false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type PersonalDataErase = z.output<typeof personalDataEraseQuery>;

export const personalDataErasedSchema = z.object({
  message: z.string(),
  deleted: z.number().int(),
  /** Journal entries whose values were erased. */
  journalErased: z.number().int(),
  /** Results whose athlete was anonymised (0 unless asked). */
  resultsAnonymised: z.number().int(),
});

export const personalDataCsvHeader = ['Type', 'Identifiant', 'Date', 'Données'] as const;

/** One row per record; its fields, which differ by kind, one `champ : valeur` line each in the last cell. */
export const personalDataCsvRows = (data: PersonalData): string[][] =>
  data.records.map((r) => [
    personalDataKindLabels[r.kind],
    r.id,
    r.date,
    Object.entries(r.fields)
      .map(([field, value]) => `${field} : ${value ?? ''}`)
      .join('\n'),
  ]);
