import { relative, sep } from 'node:path';
import { redactUrl, repoRoot } from '@app/db';
import { createServer } from './create-server';
import { type AppConfig, ConfigError, loadConfig } from './env';
import { writeAdminPasswordFile } from './startup/admin-password-file';
import { listenErrorLine } from './startup/listen-error';
import { BucketUnreachableError } from './uploads/s3-uploads';

// A value the server does not accept: one line naming it and what it accepts, before anything is opened.
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// A configured bucket that does not answer: one line naming the settings, as for a taken port below.
const app = await createServer(config).catch((error: unknown) => {
  if (!(error instanceof BucketUnreachableError)) throw error;
  console.error(error.message);
  process.exit(1);
});

// Shown, and kept in a file for its owner only, before the port is opened: a start that fails from here on
// (port taken) must not lose the only copy of a password that is generated once.
if (app.generatedAdminPassword) {
  const file = writeAdminPasswordFile(config.databasePath, config.adminEmail, app.generatedAdminPassword);
  const shown = file.startsWith(repoRoot() + sep) ? relative(repoRoot(), file) : file;
  console.log(
    `Administrateur créé : ${config.adminEmail} / mot de passe généré : ${app.generatedAdminPassword} ` +
      `(aussi dans ${shown}, lisible par vous seul ; pour le changer : pnpm admin:password)`,
  );
}

let address: string;
try {
  address = await app.start();
} catch (error) {
  const line = listenErrorLine(error, config);
  if (!line) throw error;
  console.error(line);
  await app.stop().catch(() => {});
  process.exit(1);
}
console.log(
  `Site prêt sur ${address.replace('0.0.0.0', '127.0.0.1')} (base ${config.databaseUrl ? redactUrl(config.databaseUrl) : config.databasePath})`,
);

// SIGTERM: stop accepting, let requests in flight finish (a client holding its connection is cut after
// 10 s, plugins/graceful-close.ts), close the database, exit 0. Repeated signals change nothing; if the
// stop itself hangs, the process still ends.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error('Arrêt forcé : la fermeture a dépassé 30 s');
      process.exit(1);
    }, 30_000).unref();
    app
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
