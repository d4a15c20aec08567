import { isIP } from 'node:net';
import { isPostgresUrl, redactUrl } from '@app/db';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';

/*
 * Every environment variable the server reads, with what it accepts. A value it does not accept stops
 * the start with one line naming the variable (configErrorLine) rather than falling back on a default
 * the administrator did not choose. Unset and empty are the same (Playwright and the bench pass ''),
 * except S3_PREFIX, where empty means "keys at the bucket's root".
 */

const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (raw === '' ? undefined : raw), schema.optional());

const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const httpUrl = z.string().refine((value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value));
const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** Per-address default: a phone holds one stream, a household or a classroom behind one address a few dozen. */
export const DEFAULT_STREAMS_PER_ADDRESS = 50;

/** What each variable accepts, as the error line says it. */
export function accepted(streamCeiling: number): Record<keyof ReturnType<typeof envSchema>['shape'], string> {
  return {
    PORT: 'un entier de 0 à 65535',
    HOST: 'une adresse IP ou un nom de machine (127.0.0.1, 0.0.0.0, ::, localhost)',
    DATABASE_PATH: 'un chemin de fichier',
    DATABASE_URL: 'une adresse postgres:// ou postgresql://',
    UPLOADS_DIR: 'un chemin de dossier',
    WEB_DIST_DIR: 'un chemin de dossier',
    PUBLIC_URL: 'une adresse http:// ou https:// (https://www.aviron-indoor-2026.fr)',
    ADMIN_EMAIL: 'une adresse e-mail',
    ADMIN_PASSWORD: 'un mot de passe',
    SEED_DEMO: 'true, false ou event',
    FORM_RATE_LIMIT: 'un entier positif ou 0 (pas de limite)',
    LOGIN_RATE_LIMIT: 'un entier positif ou 0 (pas de limite)',
    TRUST_PROXY:
      'false, true (un proxy), un nombre de proxys de 0 à 10, ou leurs adresses et sous-réseaux séparés par des virgules (10.0.0.1,10.1.0.0/16, loopback)',
    CLUSTER: 'true ou false',
    SMTP_URL: 'une adresse smtp:// ou smtps:// (smtp://utilisateur:mot-de-passe@serveur:587)',
    MAIL_FROM: 'une adresse e-mail, avec ou sans nom (Championnats <noreply@exemple.fr>)',
    MAIL_RATE: 'un entier de 1 à 1000 (mails par seconde)',
    S3_BUCKET: 'un nom de bucket',
    S3_ENDPOINT: 'une adresse http:// ou https://',
    S3_REGION: 'un nom de région',
    S3_ACCESS_KEY_ID: 'un identifiant de clé',
    S3_SECRET_ACCESS_KEY: 'une clé secrète',
    S3_FORCE_PATH_STYLE: 'true ou false',
    S3_PREFIX: 'un préfixe de clé, vide pour la racine du bucket',
    NODE_ENV: 'production, development ou test',
    LOG_LEVEL: 'fatal, error, warn, info, debug, trace ou silent',
    LIVE_STREAMS_PER_ADDRESS: 'un entier de 1 à 100000',
    LIVE_STREAMS_MAX: `un entier de 1 à ${streamCeiling.toLocaleString('fr-FR')} (la limite de fichiers ouverts du processus, moins la place des autres requêtes)`,
  };
}

/** The schema of the environment; LIVE_STREAMS_MAX is bounded by what the process's open-file limit allows. */
export function envSchema(streamCeiling: number) {
  return z.object({
    PORT: unsetIfEmpty(wholeNumber(0, 65_535)),
    HOST: unsetIfEmpty(z.string().refine((value) => isIP(value) !== 0 || hostName.test(value))),
    DATABASE_PATH: unsetIfEmpty(z.string()),
    DATABASE_URL: unsetIfEmpty(z.string().refine((value) => isPostgresUrl(value) && URL.canParse(value))),
    UPLOADS_DIR: unsetIfEmpty(z.string()),
    WEB_DIST_DIR: unsetIfEmpty(z.string()),
    PUBLIC_URL: unsetIfEmpty(httpUrl),
    ADMIN_EMAIL: unsetIfEmpty(z.email()),
    ADMIN_PASSWORD: unsetIfEmpty(z.string()),
    SEED_DEMO: unsetIfEmpty(z.enum(['true', 'false', 'event'])),
    FORM_RATE_LIMIT: unsetIfEmpty(wholeNumber(0, 1_000_000)),
    LOGIN_RATE_LIMIT: unsetIfEmpty(wholeNumber(0, 1_000_000)),
    TRUST_PROXY: unsetIfEmpty(
      z.string().transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if (trust === undefined) ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY' });
        return trust ?? false;
      }),
    ),
    CLUSTER: unsetIfEmpty(flag),
    SMTP_URL: unsetIfEmpty(z.string().refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value))),
    MAIL_FROM: unsetIfEmpty(z.string().refine((value) => !/[\r\n]/.test(value) && /@/.test(value))),
    MAIL_RATE: unsetIfEmpty(wholeNumber(1, 1000)),
    S3_BUCKET: unsetIfEmpty(z.string()),
    S3_ENDPOINT: unsetIfEmpty(httpUrl),
    S3_REGION: unsetIfEmpty(z.string()),
    S3_ACCESS_KEY_ID: unsetIfEmpty(z.string()),
    S3_SECRET_ACCESS_KEY: unsetIfEmpty(z.string()),
    S3_FORCE_PATH_STYLE: unsetIfEmpty(flag),
    S3_PREFIX: z.string().optional(),
    NODE_ENV: unsetIfEmpty(z.enum(['production', 'development', 'test'])),
    LOG_LEVEL: unsetIfEmpty(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    LIVE_STREAMS_PER_ADDRESS: unsetIfEmpty(wholeNumber(1, 100_000)),
    LIVE_STREAMS_MAX: unsetIfEmpty(wholeNumber(1, streamCeiling)),
  });
}

export type ParsedEnv = z.infer<ReturnType<typeof envSchema>>;
type Name = keyof ParsedEnv;

/** Shown as the administrator typed it, except what must not reach a log. */
function shown(name: Name, raw: string): string {
  if (name === 'ADMIN_PASSWORD' || name === 'S3_SECRET_ACCESS_KEY' || name === 'SMTP_URL') return '(masqué)';
  const value = name === 'DATABASE_URL' && URL.canParse(raw) ? redactUrl(raw) : raw;
  // JSON quoting keeps a stray newline or control character from breaking the one line.
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}

/** One line naming every refused variable, its value and what it accepts. */
export function configErrorLine(
  error: z.ZodError,
  env: Record<string, string | undefined>,
  streamCeiling: number,
): string {
  const accepts = accepted(streamCeiling);
  const names = [
    ...new Set(
      error.issues
        .map((issue) => issue.path[0])
        .filter((name): name is Name => typeof name === 'string' && name in accepts),
    ),
  ];
  const parts = names.map((name) => `${name}=${shown(name, env[name] ?? '')} refusé, attendu : ${accepts[name]}`);
  return `Configuration invalide, le site ne démarre pas : ${parts.join(' ; ')}`;
}
