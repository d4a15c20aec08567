import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPage } from '../../../features/newsletter/ConfirmPage';

// Checked by hand, not with zod (route definitions load on every page), as /desinscription.
const search = (raw: Record<string, unknown>): { token?: string } =>
  typeof raw.token === 'string' && raw.token.length > 0 && raw.token.length <= 128 ? { token: raw.token } : {};

export const Route = createFileRoute('/_public/newsletter/confirmer')({
  validateSearch: search,
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { token } = Route.useSearch();
  return <ConfirmPage token={token} />;
}
