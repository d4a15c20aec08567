import { createServer } from './create-server';
import { loadConfig } from './env';

const config = loadConfig();
const app = await createServer(config);
const address = await app.start();
console.log(`Site prêt sur ${address.replace('0.0.0.0', '127.0.0.1')} (base ${config.databasePath})`);
if (app.generatedAdminPassword) {
  console.log(`Administrateur créé : ${config.adminEmail} / mot de passe généré : ${app.generatedAdminPassword} (affiché une seule fois)`);
}

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
