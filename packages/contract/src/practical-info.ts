import { z } from 'zod';
import { changesSomething, choice, NOTHING_TO_CHANGE, optionalText, order, REQUIRED, text, writeInput } from './common';
import { practicalSections } from './practical-sections';

export const practicalSectionSchema = choice(practicalSections, 'Section invalide');

export const INVALID_JSON_CONTENT = 'Format JSON invalide dans le contenu';

const MAX_CONTENT_CHARS = 20000;
/** Strings, lists and nested objects only (spec section 3), bounded in size. */
export const practicalContentSchema = z
  .union([z.string().trim().min(1, { error: REQUIRED }), z.record(z.string(), z.unknown())], {
    error: INVALID_JSON_CONTENT,
  })
  .refine((v) => JSON.stringify(v).length <= MAX_CONTENT_CHARS, { error: 'Le contenu est trop long' })
  .refine((v) => typeof v === 'string' || isContentValue(v), { error: INVALID_JSON_CONTENT });

/** English content beside the French (issue 28): absent, null or '' means none, and the page shows the French. */
const optionalContentSchema = z
  .union([z.literal(''), z.null(), practicalContentSchema], { error: INVALID_JSON_CONTENT })
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

function isContentValue(v: unknown, depth = 0): boolean {
  if (depth > 6) return false;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return true;
  if (Array.isArray(v)) return v.every((x) => isContentValue(x, depth + 1));
  if (v && typeof v === 'object') return Object.values(v).every((x) => isContentValue(x, depth + 1));
  return false;
}

export const practicalInfoSchema = z.object({
  id: z.string(),
  section: practicalSectionSchema,
  title: z.string(),
  titleEn: z.string().nullable(),
  content: z.union([z.string(), z.record(z.string(), z.unknown())]),
  contentEn: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
  active: z.boolean(),
  order: z.number(),
});
export type PracticalInfo = z.infer<typeof practicalInfoSchema>;

export const practicalInfoBySectionSchema = z.record(z.string(), z.array(practicalInfoSchema));

const practicalFields = {
  section: practicalSectionSchema,
  title: text(150),
  titleEn: optionalText(150),
  content: practicalContentSchema,
  contentEn: optionalContentSchema,
  active: z.boolean({ error: 'Valeur invalide' }),
  order: order(),
};
export const practicalInfoCreateInput = writeInput({
  ...practicalFields,
  active: practicalFields.active.default(true),
  order: practicalFields.order.default(0),
});
export const practicalInfoUpdateInput = writeInput(practicalFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);

/** Admin form content is typed as text; it must parse as JSON (spec section 5). */
export function parseContentText(raw: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, message: INVALID_JSON_CONTENT };
  }
}
