import type { AppConfig } from '../env';

/**
 * One line that names the setting to change when the address cannot be taken, instead of a stack trace;
 * undefined for any other error (those keep their trace).
 */
export function listenErrorLine(error: unknown, config: Pick<AppConfig, 'port' | 'host'>): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const next = config.port === 0 ? 3000 : config.port + 1;
  if (code === 'EADDRINUSE') {
    return `Le port ${config.port} est déjà utilisé sur ${config.host} : arrêtez le programme qui l'occupe ou choisissez un autre port, par exemple PORT=${next} pnpm start`;
  }
  if (code === 'EACCES') {
    return `Le port ${config.port} est réservé à l'administrateur du système : choisissez un port au-dessus de 1023, par exemple PORT=3000 pnpm start`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `L'adresse ${config.host} n'existe pas sur cette machine : corrigez HOST (127.0.0.1 en local, 0.0.0.0 pour toutes les interfaces)`;
  }
  return undefined;
}
