import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Where a generated administrator password is kept: beside the database, so that it belongs to that
 * database and survives a start that fails later on (a port already taken, a crash), when the log line
 * that shows it may be lost.
 */
export const adminPasswordFile = (databasePath: string): string => join(dirname(databasePath), 'admin-password.txt');

/** Written for its owner only (0600), even over an older file with wider rights. */
export function writeAdminPasswordFile(databasePath: string, email: string, password: string): string {
  const file = adminPasswordFile(databasePath);
  mkdirSync(dirname(file), { recursive: true });
  const text = [
    '# Administrateur créé au premier démarrage. Notez le mot de passe, puis supprimez ce fichier.',
    '# Pour en choisir un autre : pnpm admin:password',
    `ADMIN_EMAIL=${email}`,
    `ADMIN_PASSWORD=${password}`,
    '',
  ].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** A password set afterwards makes the generated one wrong: its file goes. */
export const removeAdminPasswordFile = (databasePath: string): void =>
  rmSync(adminPasswordFile(databasePath), { force: true });
