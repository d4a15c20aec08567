import { type ErrorComponentProps, useRouter, useRouterState } from '@tanstack/react-router';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { hasPageCopy } from '../offline/offline-state';
import { useText } from '../../lib/use-text';

/** Drawn in place of the page while an in-app navigation waits for its code or data. */
export function RoutePending() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" data-testid="route-pending">
      <Skeleton count={3} className="h-20" />
    </div>
  );
}

/**
 * Drawn in place of the page when a navigation could not load it: the address is the new page's, so
 * the old page must not stay under it. Retrying loads the same address again.
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const t = useText('common');
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const href = useRouterState({ select: (s) => s.location.href });
  // Offline, a page seen before is kept whole by the service worker: loading it as a document shows
  // that copy (with its « mis à jour » banner) where the in-app navigation found no copy of its data.
  // Online, a failure is the server's: loading the page again could only fail again, in a loop.
  useEffect(() => {
    if (!offline) return;
    let current = true;
    void hasPageCopy(href).then((found) => {
      if (found && current) location.assign(href);
    });
    return () => {
      current = false;
    };
  }, [href, offline]);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="route-error">
      <div role="alert" className="rounded-xl bg-rose-50 p-6 ring-1 ring-rose-200">
        {offline && <WifiOff aria-hidden="true" className="mx-auto mb-2 h-6 w-6 text-rose-900" />}
        <p className="font-semibold text-rose-900">{t(offline ? 'states.offline' : 'states.error')}</p>
        <p className="mt-1 text-sm text-rose-900">{t('states.pageNotLoaded')}</p>
        <button
          type="button"
          onClick={retry}
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {t('actions.retry')}
        </button>
      </div>
    </div>
  );
}
