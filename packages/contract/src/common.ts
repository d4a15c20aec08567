import { z } from 'zod';
import { REQUIRED } from './messages';

// French messages for every generic zod error; specific rules below carry their own text.
z.config(z.locales.fr());

export type Label = { fr: string; en: string };

// In messages.ts, a module without zod: the public forms' pages translate it before loading any schema.
export { REQUIRED };

/** A required, trimmed text with a maximum length. */
export const text = (max: number, message = REQUIRED) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Ce champ ne peut pas dépasser ${max} caractères` });

/**
 * One of a list of values. Nothing chosen (absent, null or the empty first option of a select) is
 * « Ce champ est obligatoire », like an empty text; a value outside the list gets the field's own message.
 */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : invalid),
  });

/** An optional text: absent, null and '' all become null, so storage sees one shape. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Ce champ ne peut pas dépasser ${max} caractères` })
    .nullish()
    .transform((v) => (v ? v : null));

/** A required e-mail address: left empty it is « Ce champ est obligatoire », like every required field. */
export const email = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .toLowerCase()
    .max(254, { error: 'Adresse e-mail trop longue' })
    .pipe(z.email({ error: 'Adresse e-mail invalide' }));

/** An absolute http(s) URL or a path on this site (uploaded files live under /uploads). */
export const urlOrPath = (message = 'Adresse web invalide') =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : message) })
    .trim()
    .min(1, { error: REQUIRED })
    .max(2000, { error: 'Adresse trop longue' })
    // No backslash anywhere: browsers read `/\host` and `https:\\host` as another site.
    .refine((v) => !v.includes('\\') && (/^https?:\/\/[^\s/]+(\/[^\s]*)?$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v)), {
      error: message,
    });

export const optionalUrl = (message = 'Adresse web invalide') =>
  z
    .union([z.literal(''), z.null(), urlOrPath(message)])
    .optional()
    .transform((v) => (v ? v : null));

export const slug = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(64, { error: "L'ID ne peut pas dépasser 64 caractères" })
    .regex(/^[a-z0-9_-]+$/, {
      error: "L'ID doit contenir uniquement des lettres minuscules, chiffres, tirets et underscores",
    });

export const isoDate = () =>
  z
    .string({ error: REQUIRED })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date invalide (format AAAA-MM-JJ)' })
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: 'Date invalide',
      },
    );

export const time = () =>
  z.string({ error: REQUIRED }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Heure invalide (format HH:MM)' });

/**
 * One rule for what scripts send (README, API): a number in a JSON body is a JSON number. `"3"`,
 * `""` and `true` are refused with a message naming the field, never read as 3, 0 or 1. (GET query
 * parameters are strings by nature and are parsed, list-query.ts.)
 */
export const jsonNumber = (subject: string, missing = REQUIRED) =>
  z.number({
    error: (issue) => {
      if (issue.input === undefined) return missing;
      return typeof issue.input === 'string'
        ? `${subject} doit être un nombre, sans guillemets`
        : `${subject} doit être un nombre`;
    },
  });

export const order = () =>
  jsonNumber("L'ordre")
    .int({ error: "L'ordre doit être un nombre entier" })
    .min(0, { error: "L'ordre doit être positif ou nul" })
    .max(100000, { error: "L'ordre est trop grand" });

export const timestamp = () => z.string();

/** Written once in the OpenAPI document and the README: what every write body must look like. */
export const WRITE_BODY_RULES =
  'Corps JSON des écritures : les nombres sont des nombres JSON (`"order": 3`, jamais `"3"`), sinon 400 nommant le champ ; sur les chemins /admin/*, un champ inconnu est refusé (400 « Champ inconnu : … ») ; une modification sans aucun champ est refusée (400). Un PUT accepte ce que le GET du même élément a répondu : les champs marqués `readOnly` sont ignorés s’ils sont renvoyés inchangés, refusés (400 « Champ en lecture seule : … », issue `read_only`) s’ils diffèrent.';

/** A field a GET answers and its PUT does not write (`pricingPeriods`, `registrationDate`): sent back changed, it is refused. */
export const readOnlyFieldsMessage = (keys: readonly string[]) =>
  `${keys.length > 1 ? 'Champs en lecture seule' : 'Champ en lecture seule'} : ${keys.join(', ')} (à renvoyer inchangé ou à omettre)`;

const unknownFields = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' && issue.keys
    ? `${issue.keys.length > 1 ? 'Champs inconnus' : 'Champ inconnu'} : ${issue.keys.join(', ')}`
    : undefined;

/** A write body: exactly these fields, an unknown one (a typo, `bibNumber`, `Paid`) is refused rather than silently ignored. */
export const writeInput = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, { error: unknownFields });

/** An update must change something: `{}` (or only the id) is refused instead of answering a silent success. */
export const changesSomething = <T extends Record<string, unknown>>(value: T) =>
  Object.entries(value).some(([key, v]) => key !== 'id' && v !== undefined);
export const NOTHING_TO_CHANGE = { error: 'Aucun champ à modifier' } as const;

export const idParam = z.object({ id: z.string().min(1).max(128) });
export const messageOutput = z.object({ message: z.string() });
export const createdOutput = z.object({ id: z.string(), message: z.string() });

/** Review status shared by volunteer applications and press accreditations. */
export const reviewStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const reviewStatusSchema = choice(reviewStatuses, 'Statut invalide');
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export const reviewStatusLabels: Record<ReviewStatus, Label> = {
  PENDING: { fr: 'En attente', en: 'Pending' },
  APPROVED: { fr: 'Approuvée', en: 'Approved' },
  REJECTED: { fr: 'Refusée', en: 'Rejected' },
};
/** A personal word the administrator may add to a decision's mail, typed in the confirmation. */
export const decisionNote = z
  .string()
  .trim()
  .max(2000, { error: 'Ce champ ne peut pas dépasser 2000 caractères' })
  .optional()
  .transform((v) => (v ? v : undefined));

export const setReviewStatusInput = writeInput({
  id: z.string().min(1),
  status: reviewStatusSchema,
  note: decisionNote,
});
