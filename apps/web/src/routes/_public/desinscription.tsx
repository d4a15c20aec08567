import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../../features/newsletter/UnsubscribePage';

// Checked by hand, not with zod (route definitions load on every page). `etat` is the answer to the
// form posted without JavaScript (apps/server/src/plain-routes/personal-data.ts).
const search = (raw: Record<string, unknown>): { token?: string; etat?: 'fait' | 'inconnu' } => {
  const token =
    typeof raw.token === 'string' && raw.token.length > 0 && raw.token.length <= 128 ? raw.token : undefined;
  const etat = raw.etat === 'fait' || raw.etat === 'inconnu' ? raw.etat : undefined;
  return { ...(token ? { token } : {}), ...(etat ? { etat } : {}) };
};

export const Route = createFileRoute('/_public/desinscription')({
  validateSearch: search,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token, etat } = Route.useSearch();
  return (
    <UnsubscribePage token={token} outcome={etat === 'fait' ? 'done' : etat === 'inconnu' ? 'unknown' : undefined} />
  );
}
