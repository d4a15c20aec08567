import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, localeOf } from '../../lib/format';
import { clearCopy, useOfflineCopy } from './offline-state';

/** While a copy is shown, how often the page asks whether the network is back (besides the browser's `online`). */
const RETRY_MS = 15_000;

/**
 * « Hors connexion — mis à jour le 28 nov. à 14:32 »: shown while the page or its data came from the
 * service worker's copies, with the time the oldest of them was received. When the network answers
 * again, the page's queries are read again in place and the banner goes. A HEAD of the page asks the
 * network itself (the worker answers GETs only), so a slow network that made the worker show a copy is
 * noticed too, not only the browser's own `online` event.
 */
export function OfflineBanner() {
  const copyAt = useOfflineCopy();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();

  useEffect(() => {
    if (copyAt === null) return;
    let busy = false;
    const tryNetwork = async () => {
      if (busy) return;
      busy = true;
      try {
        await fetch(location.pathname, { method: 'HEAD', cache: 'no-store' });
        clearCopy();
        // A copy received again meanwhile (the network still too slow) brings the banner back.
        await queryClient.invalidateQueries();
      } catch {
        // Still offline: the banner stays.
      } finally {
        busy = false;
      }
    };
    addEventListener('online', tryNetwork);
    const timer = setInterval(tryNetwork, RETRY_MS);
    return () => {
      removeEventListener('online', tryNetwork);
      clearInterval(timer);
    };
  }, [copyAt, queryClient]);

  if (copyAt === null) return null;
  const locale = localeOf(i18n.language);
  const iso = new Date(copyAt).toISOString();
  const day = formatDate(iso, locale, { day: 'numeric', month: 'short' });
  const time = formatDate(iso, locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <WifiOff aria-hidden="true" className="mr-2 inline h-4 w-4 align-[-2px]" />
      {t('offline.banner', { day, time })}
    </div>
  );
}
