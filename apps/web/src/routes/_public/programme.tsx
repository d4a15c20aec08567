import { createFileRoute } from '@tanstack/react-router';
import { ProgrammePage } from '../../features/programme/ProgrammePage';

// Checked by hand rather than with zod: route definitions load on every page, and zod would then
// weigh on the home page's JavaScript. Anything malformed is dropped, as `.catch(undefined)` did.
const search = (raw: Record<string, unknown>): { day?: string; championship?: string } => {
  const day = typeof raw.day === 'string' && /^(all|\d{4}-\d{2}-\d{2})$/.test(raw.day) ? raw.day : undefined;
  const championship =
    typeof raw.championship === 'string' && raw.championship.length <= 64 ? raw.championship : undefined;
  return { ...(day ? { day } : {}), ...(championship ? { championship } : {}) };
};

export const Route = createFileRoute('/_public/programme')({
  validateSearch: search,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.events.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.championships.list.queryOptions());
  },
  component: ProgrammeRoute,
});

function ProgrammeRoute() {
  const { day = 'all', championship = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProgrammePage
      day={day}
      championship={championship}
      onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
