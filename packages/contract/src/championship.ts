import { z } from 'zod';
import { order, REQUIRED, slug, text, writeInput, changesSomething, NOTHING_TO_CHANGE } from './common';
import { pricingPeriodSchema } from './pricing';

export const registrationButtonTypes = ['primary', 'secondary'] as const;
export const registrationButtonSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, { error: 'Adresse web invalide' }),
  type: z.enum(registrationButtonTypes, { error: 'Type de bouton invalide' }),
  label: text(100),
  labelEn: text(100),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
});

const lines = (message: string) =>
  z
    .array(z.string().trim().max(200, { error: 'Une ligne ne peut pas dépasser 200 caractères' }), { error: message })
    .max(50, { error: 'Pas plus de 50 lignes' })
    .transform((list) => list.filter((line) => line.length > 0));

/**
 * English lines kept line for line with the French list: a blank line inside stays (as '') so that the
 * lines after it keep their place; blank lines at the end are dropped.
 */
const alignedLines = (message: string) =>
  z
    .array(z.string().trim().max(200, { error: 'Une ligne ne peut pas dépasser 200 caractères' }), { error: message })
    .max(50, { error: 'Pas plus de 50 lignes' })
    .transform((list) => {
      const end = list.findLastIndex((line) => line.length > 0);
      return list.slice(0, end + 1);
    });

/** An English list may not outgrow its French one: each English line translates the French line at its place. */
export const englishLinesFit = (french: readonly string[], english: readonly string[]) =>
  english.length <= french.length;
export const CATEGORIES_EN_TOO_LONG =
  'Les catégories en anglais ne peuvent pas être plus nombreuses que les catégories en français (une traduction par ligne, dans le même ordre)';
export const REQUIREMENTS_EN_TOO_LONG =
  'Les pièces requises en anglais ne peuvent pas être plus nombreuses que les pièces requises en français (une traduction par ligne, dans le même ordre)';

export const championshipSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  dates: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  categories: z.array(z.string()),
  requirements: z.array(z.string()),
  categoriesEn: z.array(z.string()),
  requirementsEn: z.array(z.string()),
  registrationButtons: z.array(
    z.object({
      url: z.string(),
      type: z.enum(registrationButtonTypes),
      label: z.string(),
      labelEn: z.string(),
      description: z.string().nullable(),
    }),
  ),
  pricingPeriods: z.array(pricingPeriodSchema),
  active: z.boolean(),
  order: z.number(),
});
export type Championship = z.infer<typeof championshipSchema>;

const championshipFields = {
  name: text(120),
  nameEn: text(120),
  dates: text(120),
  description: text(2000),
  descriptionEn: text(2000),
  categories: lines('Catégories invalides'),
  requirements: lines('Pièces requises invalides'),
  categoriesEn: alignedLines('Catégories en anglais invalides'),
  requirementsEn: alignedLines('Pièces requises en anglais invalides'),
  registrationButtons: z.array(registrationButtonSchema).max(10),
  active: z.boolean({ error: 'Valeur invalide' }),
  order: order(),
};

export const championshipCreateInput = writeInput({
  id: slug(),
  ...championshipFields,
  categories: championshipFields.categories.default([]),
  requirements: championshipFields.requirements.default([]),
  categoriesEn: championshipFields.categoriesEn.default([]),
  requirementsEn: championshipFields.requirementsEn.default([]),
  registrationButtons: championshipFields.registrationButtons.default([]),
  active: championshipFields.active.default(true),
  order: championshipFields.order.default(0),
});
export type ChampionshipCreateInput = z.input<typeof championshipCreateInput>;
export const championshipUpdateInput = writeInput(championshipFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);

export const CHAMPIONSHIP_REQUIRED_ALERT = 'Tous les champs obligatoires doivent être remplis';
export const CHAMPIONSHIP_SAVE_FAILED = "Erreur lors de la sauvegarde du championnat. Vérifiez que l'ID est unique.";

/** Colour theme per championship id; unknown ids get the neutral theme. */
export const championshipThemes = ['elite', 'youth', 'school', 'para', 'avirose', 'indoor'] as const;
