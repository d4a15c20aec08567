import { z } from 'zod';
import { REQUIRED } from './common';
import { loginCode } from './totp';

export const loginInput = z.object({
  email: z
    .string({ error: REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, { error: REQUIRED })
    .max(254)
    .pipe(z.email({ error: 'Adresse e-mail invalide' })),
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(256),
  /** Required once the account has turned on its second factor: the app's 6 digits, or a recovery code. */
  code: loginCode,
});
export const loginOutput = z.object({ token: z.string(), message: z.string() });

export { ADMIN_TOKEN_KEY } from './admin-token-key';
export const LOGIN_FAILED = 'Erreur de connexion';
export const LOGIN_NETWORK_FAILED = 'Erreur de connexion au serveur';
export const INVALID_CREDENTIALS = 'Identifiants invalides';
