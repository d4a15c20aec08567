import { existsSync } from 'node:fs';
import { setAdminPassword } from '@app/api';
import { createDb, migrateToLatest } from '@app/db';
import { ConfigError, loadAdminPasswordCommandConfig } from '../env';
import { removeAdminPasswordFile } from '../startup/admin-password-file';
import { readNewPassword } from './read-password';

/*
 * `pnpm admin:password`: sets the administrator's password on an existing database (DATABASE_URL or
 * DATABASE_PATH, same rule as the server). The password comes from ADMIN_PASSWORD, else from stdin (asked twice on a terminal).
 * Safe while the server runs; the administrator's open sessions are closed. `--totp-off` also turns off
 * that administrator's second factor (authenticator app and recovery codes lost).
 */
const fail = (line: string): never => {
  console.error(line);
  process.exit(1);
};

const TOTP_OFF = '--totp-off';
const unknown = process.argv.slice(2).filter((arg) => arg !== TOTP_OFF);
if (unknown.length > 0) fail(`Option inconnue : ${unknown.join(' ')} (seule ${TOTP_OFF} est comprise)`);
const totpOff = process.argv.includes(TOTP_OFF);

const config = (() => {
  try {
    return loadAdminPasswordCommandConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
})();
if (!config.databaseUrl && !existsSync(config.databasePath)) {
  fail(`Aucune base à ${config.databasePath} : démarrez d'abord le site (pnpm serve) ou indiquez DATABASE_PATH`);
}
let password = config.password;
if (password === undefined) password = await readNewPassword().catch((error: Error) => fail(error.message));

const handle = createDb({ path: config.databasePath, url: config.databaseUrl });
try {
  await migrateToLatest(handle.db);
  const result = await setAdminPassword(handle.db, password, config.email, { totpOff });
  removeAdminPasswordFile(config.databasePath);
  console.log(
    result.created
      ? `Administrateur ${result.email} créé avec ce mot de passe`
      : `Mot de passe de l'administrateur ${result.email} changé ; ses sessions ouvertes sont fermées`,
  );
  if (result.totpTurnedOff)
    console.log(`Double authentification de ${result.email} désactivée ; ses codes de secours sont effacés`);
  else if (totpOff && !result.created) console.log(`La double authentification de ${result.email} n'était pas activée`);
} catch (error) {
  await handle.close();
  fail(error instanceof Error ? error.message : String(error));
}
await handle.close();
