import { z } from 'zod';
import {
  changesSomething,
  choice,
  jsonNumber,
  NOTHING_TO_CHANGE,
  optionalText,
  order,
  REQUIRED,
  text,
  writeInput,
} from './common';
import { ruleSections } from './rule-sections';

export const ruleSectionSchema = choice(ruleSections, 'Section invalide');

export const ruleSchema = z.object({
  id: z.string(),
  section: ruleSectionSchema,
  title: z.string(),
  titleEn: z.string().nullable(),
  subtitle: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  content: z.string(),
  contentEn: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().nullable(),
  active: z.boolean(),
  order: z.number(),
});
export type Rule = z.infer<typeof ruleSchema>;

const ruleFields = {
  section: ruleSectionSchema,
  title: text(200),
  titleEn: optionalText(200),
  subtitle: optionalText(300),
  subtitleEn: optionalText(300),
  content: text(100000, 'Le contenu est obligatoire'),
  // English HTML is cleaned like the French; empty (or only empty tags) means none.
  contentEn: optionalText(100000),
  fileUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/, { error: 'Fichier invalide' })
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  fileName: optionalText(255),
  fileSize: jsonNumber('La taille du fichier')
    .int()
    .min(0)
    .max(10 * 1024 * 1024)
    .nullish()
    .transform((v) => v ?? null),
  active: z.boolean({ error: 'Valeur invalide' }),
  order: order(),
};
export const ruleCreateInput = writeInput({
  ...ruleFields,
  active: ruleFields.active.default(true),
  order: ruleFields.order.default(0),
});
export const ruleUpdateInput = writeInput(ruleFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);
export const ruleListInput = z.object({ search: z.string().trim().max(200).optional() }).optional();

export const RULE_DELETE_CONFIRM = 'Êtes-vous sûr de vouloir supprimer cette règle ?';
export const RULE_FILE_ACCEPT = '.pdf,.doc,.docx';
