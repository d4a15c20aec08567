import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getAdminToken } from '../../lib/admin-token';
import { AdminErrorBoundary } from '../../features/admin/crud/AdminErrorBoundary';

// A convenience only: the server checks the token on every admin call (design.md).
export const Route = createFileRoute('/admin/_guard')({
  beforeLoad: () => {
    if (!getAdminToken()) throw redirect({ to: '/admin/login' });
  },
  component: () => (
    <div className="min-h-screen bg-slate-100">
      <AdminErrorBoundary>
        <Outlet />
      </AdminErrorBoundary>
    </div>
  ),
});
