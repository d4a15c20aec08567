import { z } from 'zod';
import {
  changesSomething,
  choice,
  type Label,
  NOTHING_TO_CHANGE,
  optionalText,
  order,
  REQUIRED,
  slug,
  text,
  writeInput,
} from './common';

export const eventTypeColors = [
  'red-orange',
  'cyan-blue',
  'purple-pink',
  'green-teal',
  'yellow-orange',
  'indigo-purple',
  'pink-rose',
  'teal-cyan',
  'gray',
] as const;
export const eventTypeColorSchema = choice(eventTypeColors, 'Couleur invalide');
export type EventTypeColor = z.infer<typeof eventTypeColorSchema>;
export const eventTypeColorLabels: Record<EventTypeColor, Label> = {
  'red-orange': { fr: 'Rouge → Orange', en: 'Red → Orange' },
  'cyan-blue': { fr: 'Cyan → Bleu', en: 'Cyan → Blue' },
  'purple-pink': { fr: 'Violet → Rose', en: 'Purple → Pink' },
  'green-teal': { fr: 'Vert → Sarcelle', en: 'Green → Teal' },
  'yellow-orange': { fr: 'Jaune → Orange', en: 'Yellow → Orange' },
  'indigo-purple': { fr: 'Indigo → Violet', en: 'Indigo → Purple' },
  'pink-rose': { fr: 'Rose → Rose vif', en: 'Pink → Rose' },
  'teal-cyan': { fr: 'Sarcelle → Cyan', en: 'Teal → Cyan' },
  gray: { fr: 'Gris', en: 'Grey' },
};

export const eventTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  icon: z.string().nullable(),
  color: eventTypeColorSchema,
  active: z.boolean(),
  order: z.number(),
});
export type EventType = z.infer<typeof eventTypeSchema>;

const eventTypeFields = {
  name: text(100),
  nameEn: text(100),
  description: text(1000),
  descriptionEn: text(1000),
  icon: optionalText(16),
  color: eventTypeColorSchema,
  active: z.boolean({ error: 'Valeur invalide' }),
  order: order(),
};
export const eventTypeCreateInput = writeInput({
  id: slug(),
  ...eventTypeFields,
  color: eventTypeColorSchema.default('gray'),
  active: eventTypeFields.active.default(true),
  order: eventTypeFields.order.default(0),
});
export const eventTypeUpdateInput = writeInput(eventTypeFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);
