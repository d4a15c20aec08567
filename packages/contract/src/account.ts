import { z } from 'zod';
import { email, REQUIRED, writeInput } from './common';

// Administrator accounts (issue 16, item 5): every account has the one role of spec section 6.

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;
// Words that make up most leaked passwords, French keyboards and this site's own words included.
const COMMON_PARTS = [
  'password',
  'motdepasse',
  'azerty',
  'qwerty',
  '123456',
  'abcdef',
  'aviron',
  'admin',
  'soleil',
  'bonjour',
];

/** Why a new password is too weak, in French, or null when it is strong enough. */
export function passwordWeakness(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Le mot de passe doit compter au moins ${MIN_PASSWORD_LENGTH} caractères`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Le mot de passe doit compter au plus ${MAX_PASSWORD_LENGTH} caractères`;
  const folded = password.toLowerCase().replace(/[\s._-]/g, '');
  if (COMMON_PARTS.some((part) => folded.includes(part)))
    return 'Mot de passe trop courant : évitez « motdepasse », « azerty », « 123456 », « aviron »…';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(password)).length;
  if (kinds < 3)
    return 'Le mot de passe doit mêler au moins trois sortes de caractères : minuscules, majuscules, chiffres, symboles';
  if (new Set(password).size < 6) return 'Le mot de passe répète trop les mêmes caractères';
  return null;
}

export const newPassword = () =>
  z.string({ error: REQUIRED }).superRefine((value, ctx) => {
    const weakness = passwordWeakness(value);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
  });

export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Whether the account logs in with a second factor (an authenticator app's code). */
  totp: z.boolean(),
  /** « Recevoir les notifications par e-mail »: a mail at each new message, application or request (issue 32). */
  notifySubmissions: z.boolean(),
  /** The account the request was made with. */
  current: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountCreateInput = writeInput({ email: email(), password: newPassword() });
export type AccountCreateInput = z.infer<typeof accountCreateInput>;
export const accountUpdateInput = writeInput({
  id: z.string().min(1).max(128),
  notifySubmissions: z.boolean({ error: 'Valeur invalide : vrai ou faux' }),
});
export type AccountUpdateInput = z.infer<typeof accountUpdateInput>;

export const passwordChangeInput = writeInput({
  currentPassword: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(MAX_PASSWORD_LENGTH),
  newPassword: newPassword(),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export const WRONG_CURRENT_PASSWORD = 'Mot de passe actuel incorrect';
export const ACCOUNT_EMAIL_TAKEN = 'Un compte existe déjà avec cette adresse e-mail';
export const CANNOT_DELETE_SELF = 'Vous ne pouvez pas supprimer votre propre compte';
export const CANNOT_DELETE_LAST = 'Impossible de supprimer le dernier compte administrateur';
export const PASSWORD_CHANGED = 'Mot de passe modifié ; vos autres sessions sont fermées';

const PASSWORDS_DIFFER = 'Les deux mots de passe ne sont pas identiques';
const confirmation = z.string({ error: REQUIRED });

/** The back-office forms: the new password typed twice, checked before anything is sent. */
export const accountCreateForm = accountCreateInput
  .extend({ confirm: confirmation })
  .refine((v) => v.password === v.confirm, { error: PASSWORDS_DIFFER, path: ['confirm'] });
export const passwordChangeForm = passwordChangeInput
  .extend({ confirm: confirmation })
  .refine((v) => v.newPassword === v.confirm, { error: PASSWORDS_DIFFER, path: ['confirm'] });
