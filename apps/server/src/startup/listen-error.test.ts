import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { databasePathFromEnv, resolveFromRoot } from '@app/db';
import { listenErrorLine } from './listen-error';

describe('configuration paths', () => {
  it('the server resolves relative paths as db:backup and admin:password do', () => {
    const env = { DATABASE_PATH: 'data/other.db', UPLOADS_DIR: 'files', WEB_DIST_DIR: 'apps/web/dist' };
    const config = loadConfig(env);
    expect(config.databasePath).toBe(databasePathFromEnv(env));
    expect(config.uploadsDir).toBe(resolveFromRoot('files', 'uploads'));
    expect(config.webDistDir).toBe(resolveFromRoot(undefined, 'apps/web/dist'));
  });
});

describe('listen errors', () => {
  const config = { port: 3000, host: '127.0.0.1' };
  const error = (code: string) => Object.assign(new Error(code), { code });
  it('names the setting to change, in one line', () => {
    expect(listenErrorLine(error('EADDRINUSE'), config)).toBe(
      "Le port 3000 est déjà utilisé sur 127.0.0.1 : arrêtez le programme qui l'occupe ou choisissez un autre port, par exemple PORT=3001 pnpm start",
    );
    expect(listenErrorLine(error('EACCES'), { port: 80, host: '0.0.0.0' })).toContain('PORT=3000');
    expect(listenErrorLine(error('EADDRNOTAVAIL'), { port: 3000, host: '10.9.9.9' })).toContain('corrigez HOST');
    expect(listenErrorLine(new Error('other'), config)).toBeUndefined();
  });
});
