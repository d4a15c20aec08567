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
  description: z.string().trim().max(500).nullish().transform((v) => v || null),
});

const lines = (message: string) =>
  z
    .array(z.string().trim().max(200, { error: 'Une ligne ne peut pas dépasser 200 caractères' }), { error: message })
    .max(50, { error: 'Pas plus de 50 lignes' })
    .transform((list) => list.filter((line) => line.length > 0));

export const championshipSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  dates: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  categories: z.array(z.string()),
  requirements: z.array(z.string()),
  registrationButtons: z.array(
    z.object({ url: z.string(), type: z.enum(registrationButtonTypes), label: z.string(), labelEn: z.string(), description: z.string().nullable() }),
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
  registrationButtons: z.array(registrationButtonSchema).max(10),
  active: z.boolean({ error: 'Valeur invalide' }),
  order: order(),
};

export const championshipCreateInput = writeInput({
  id: slug(),
  ...championshipFields,
  categories: championshipFields.categories.default([]),
  requirements: championshipFields.requirements.default([]),
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

