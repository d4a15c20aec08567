import { z } from 'zod';
import {
  changesSomething,
  choice,
  jsonNumber,
  type Label,
  NOTHING_TO_CHANGE,
  order,
  REQUIRED,
  text,
  writeInput,
} from './common';

export const documentCategories = [
  'sporting-regulation',
  'competition-rules',
  'technical-guide',
  'safety-manual',
  'procedures',
  'forms',
] as const;
export const documentCategorySchema = choice(documentCategories, 'Catégorie invalide');
export type DocumentCategory = z.infer<typeof documentCategorySchema>;
export const documentCategoryLabels: Record<DocumentCategory, Label> = {
  'sporting-regulation': { fr: 'Règlement sportif', en: 'Sporting regulation' },
  'competition-rules': { fr: 'Règles de compétition', en: 'Competition rules' },
  'technical-guide': { fr: 'Guide technique', en: 'Technical guide' },
  'safety-manual': { fr: 'Manuel de sécurité', en: 'Safety manual' },
  procedures: { fr: 'Procédures', en: 'Procedures' },
  forms: { fr: 'Formulaires', en: 'Forms' },
};

export const documentIcons = ['FileText', 'BookOpen', 'Settings', 'Trophy', 'Users', 'Scale'] as const;
export const documentIconSchema = choice(documentIcons, 'Icône invalide');
export type DocumentIcon = z.infer<typeof documentIconSchema>;

export const documentColors = [
  'cyan-blue',
  'pink-purple',
  'green-teal',
  'orange-red',
  'purple-pink',
  'blue-cyan',
  'gray',
] as const;
export const documentColorSchema = choice(documentColors, 'Couleur invalide');
export type DocumentColor = z.infer<typeof documentColorSchema>;
export const documentColorLabels: Record<DocumentColor, Label> = {
  'cyan-blue': { fr: 'Cyan → Bleu', en: 'Cyan → Blue' },
  'pink-purple': { fr: 'Rose → Violet', en: 'Pink → Purple' },
  'green-teal': { fr: 'Vert → Sarcelle', en: 'Green → Teal' },
  'orange-red': { fr: 'Orange → Rouge', en: 'Orange → Red' },
  'purple-pink': { fr: 'Violet → Rose', en: 'Purple → Pink' },
  'blue-cyan': { fr: 'Bleu → Cyan', en: 'Blue → Cyan' },
  gray: { fr: 'Gris', en: 'Grey' },
};

export const officialDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  fileSize: z.number(),
  fileType: z.string(),
  category: documentCategorySchema,
  icon: documentIconSchema,
  color: documentColorSchema,
  order: z.number(),
});
export type OfficialDocument = z.infer<typeof officialDocumentSchema>;

/** The file type shown on a document: its upper-cased extension, PDF when it has none. */
export function fileTypeFromName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toUpperCase() : '';
  return /^[A-Z0-9]{1,8}$/.test(ext) ? ext : 'PDF';
}

const documentFields = {
  title: text(200),
  titleEn: text(200),
  description: text(2000),
  descriptionEn: text(2000),
  fileName: text(255, 'Un fichier est obligatoire'),
  fileUrl: z
    .string({ error: 'Un fichier est obligatoire' })
    .trim()
    .regex(/^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/, { error: 'Un fichier est obligatoire' }),
  fileSize: jsonNumber('La taille du fichier', 'Un fichier est obligatoire')
    .int()
    .min(0)
    .max(10 * 1024 * 1024),
  category: documentCategorySchema,
  icon: documentIconSchema,
  color: documentColorSchema,
  order: order(),
};
export const officialDocumentCreateInput = writeInput({
  ...documentFields,
  icon: documentIconSchema.default('FileText'),
  color: documentColorSchema.default('gray'),
  order: documentFields.order.default(0),
});
export const officialDocumentUpdateInput = writeInput(documentFields)
  .partial()
  .extend({ id: z.string({ error: REQUIRED }).min(1) })
  .refine(changesSomething, NOTHING_TO_CHANGE);

export const DOCUMENT_DELETE_CONFIRM = 'Êtes-vous sûr de vouloir supprimer ce document ?';
