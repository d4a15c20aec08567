import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { OfflineBanner } from '../features/offline/OfflineBanner';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // After an in-app navigation, focus moves to the new page's content (as a page load would put a
  // screen reader there) instead of staying on a link that may have gone with a closed menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <OfflineBanner />
      {/* Its id is the skip link's target and what index.html's first frame waits for (rel="expect"). */}
      <main ref={main} id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
