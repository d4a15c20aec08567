import { createFileRoute, redirect } from '@tanstack/react-router';

// Any other /admin/* path goes to the dashboard (spec section 2).
export const Route = createFileRoute('/admin/$')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard' });
  },
});
