import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { getAdminToken } from '../../lib/admin-token';
import { AdminErrorBoundary } from '../../features/admin/crud/AdminErrorBoundary';

// A convenience only: the server checks the token on every admin call (design.md).
export const Route = createFileRoute('/admin/_guard')({
  beforeLoad: () => {
    if (!getAdminToken()) throw redirect({ to: '/admin/login' });
  },
  component: GuardedLayout,
});

function GuardedLayout() {
  // Keyed by the path, so that leaving a screen that crashed shows the next one again.
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <div className="min-h-screen bg-slate-100">
      <AdminErrorBoundary key={pathname}>
        <Outlet />
      </AdminErrorBoundary>
    </div>
  );
}
