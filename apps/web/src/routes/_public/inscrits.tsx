import { createFileRoute } from '@tanstack/react-router';
import { useRef } from 'react';
import { ParticipantsPage } from '../../features/participants/ParticipantsPage';
import { pageOptions, participantsSearch, sameFilters, viewOf } from '../../features/participants/participants-query';

// The search and the filters are the address's `q`, `championship` and `category`: the form asks for them
// without JavaScript, and a phone typing before its scripts have come is answered by the server (issue 30).
export const Route = createFileRoute('/_public/inscrits')({
  validateSearch: participantsSearch,
  // The router lays the route's search over the address's own, so a value this check dropped (a search of
  // 101 characters) would still reach the page: read through the same check again.
  loaderDeps: ({ search }) => participantsSearch(search),
  loader: ({ context, deps, cause }) => {
    // Staying on the page (the filters written to the address as the visitor types), the page asks for
    // what it shows itself, in its own sort order.
    if (cause === 'stay') return;
    void context.queryClient.prefetchQuery(pageOptions(context.trpc, viewOf(deps)));
    void context.queryClient.prefetchQuery(context.trpc.championships.list.queryOptions());
  },
  component: ParticipantsRoute,
});

function ParticipantsRoute() {
  const filters = participantsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  // The page keeps what is typed in its own state and writes it to the address once settled. An address
  // changed from elsewhere (the menu's « Inscrits » link, a link with a search) starts the page afresh
  // from it, instead of the page writing its older search back over it.
  const seen = useRef({ filters, page: 0 });
  if (!sameFilters(filters, seen.current.filters)) seen.current = { filters, page: seen.current.page + 1 };
  return (
    <ParticipantsPage
      key={seen.current.page}
      filters={filters}
      onFilters={(next) => {
        if (sameFilters(next, seen.current.filters)) return;
        seen.current.filters = next;
        void navigate({ search: next, replace: true, resetScroll: false });
      }}
    />
  );
}
