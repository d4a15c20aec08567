import { z } from 'zod';
import { REQUIRED, writeInput } from './common';

// The back-office's second factor (issue 27, item 11): a code from an authenticator app (RFC 6238 TOTP,
// 6 digits every 30 s), or one of the single-use recovery codes shown when it was turned on.

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** Spaces an app or a person puts in the middle of a code ("123 456") are not part of it. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** The code of the app: 6 digits. */
export const totpCode = () =>
  z
    .string({ error: REQUIRED })
    .max(32)
    .transform(withoutSpaces)
    .pipe(
      z
        .string()
        .min(1, { error: REQUIRED })
        .regex(/^\d{6}$/, { error: `Le code compte ${TOTP_DIGITS} chiffres` }),
    );

/** At login, the app's code or a recovery code (`abcd-efgh-ijkl-mnop`): told apart by their form. */
export const loginCode = z.string().max(64).transform(withoutSpaces).optional();

export const totpSetupOutput = z.object({
  /** The key in base32, for an app that cannot read the QR code. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG image in a data: address (the site's CSP allows data: images). */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupOutput>;

export const totpEnableInput = writeInput({ code: totpCode() });
export const totpEnableOutput = z.object({
  message: z.string(),
  /** Shown this once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type TotpEnableAnswer = z.infer<typeof totpEnableOutput>;

export const totpDisableInput = writeInput({
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(256),
});

export const TOTP_REQUIRED = 'Code de vérification requis';
export const INVALID_TOTP_CODE = 'Code de vérification invalide ou déjà utilisé';
export const TOTP_ALREADY_ON = 'La double authentification est déjà activée sur ce compte';
export const TOTP_NOT_STARTED = "Aucune activation en cours : affichez d'abord le QR code";
export const TOTP_NOT_ON = "La double authentification n'est pas activée sur ce compte";
export const TOTP_ENABLED = 'Double authentification activée';
export const TOTP_DISABLED = 'Double authentification désactivée';
