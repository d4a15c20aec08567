import { z } from 'zod';
import { email } from './common';

// Everything the site holds for one e-mail address (issue 16, GDPR access and erasure requests).

export const personalDataKinds = ['participant', 'volunteer', 'message', 'accreditation', 'newsletter', 'account'] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

export const personalDataKindLabels: Record<PersonalDataKind, string> = {
  participant: 'Inscription (participant)',
  volunteer: 'Candidature bénévole',
  message: 'Message de contact',
  accreditation: 'Demande d’accréditation presse',
  newsletter: 'Abonnement à la newsletter',
  account: 'Compte administrateur',
};

/** Administrator accounts are shown, not erased here: they are closed on the accounts screen. */
export const erasableKinds: readonly PersonalDataKind[] = ['participant', 'volunteer', 'message', 'accreditation', 'newsletter'];

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

export const personalDataErasedSchema = z.object({ message: z.string(), deleted: z.number().int() });

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
