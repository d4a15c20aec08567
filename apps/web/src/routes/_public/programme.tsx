import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ProgrammePage } from '../../features/programme/ProgrammePage';

const search = z.object({
  day: z.string().regex(/^(all|\d{4}-\d{2}-\d{2})$/).optional().catch(undefined),
  championship: z.string().max(64).optional().catch(undefined),
});

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
