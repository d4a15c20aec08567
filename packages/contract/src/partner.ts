import { z } from 'zod';
import {
  changesSomething,
  choice,
  NOTHING_TO_CHANGE,
  optionalText,
  optionalUrl,
  order,
  REQUIRED,
  text,
  urlOrPath,
  writeInput,
} from './common';
import { partnerLevels } from './partner-levels';

export const partnerLevelSchema = choice(partnerLevels, 'Niveau de partenaire invalide');

export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  level: partnerLevelSchema,
  order: z.number(),
});
export type Partner = z.infer<typeof partnerSchema>;

const partnerFields = {
  name: text(120),
  logo: urlOrPath('Adresse du logo invalide'),
  website: optionalUrl("L'adresse du site web doit être une URL valide"),
  description: optionalText(1000),
  descriptionEn: optionalText(1000),
  level: partnerLevelSchema,
  order: order(),
};
export const partnerCreateInput = writeInput({
  ...partnerFields,
  level: partnerLevelSchema.default('OFFICIAL'),
  order: partnerFields.order.default(0),
});
export const partnerUpdateInput = writeInput(partnerFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);
