import { GENERIC_ERROR, LOGIN_NETWORK_FAILED } from '@app/contract';
import { TRPCClientError } from '@trpc/client';
import { errorMessage } from '../../../lib/error-message';

/**
 * What an admin screen shows when a call fails: the server's French message when it answered;
 * when it could not be reached, 'Erreur de connexion au serveur' rather than the browser's
 * English 'Failed to fetch'; an answer that is not the API's, the generic text.
 */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof TRPCClientError && !error.data)
    return /fetch|network|load failed/i.test(error.message) ? LOGIN_NETWORK_FAILED : GENERIC_ERROR;
  return errorMessage(error);
}
