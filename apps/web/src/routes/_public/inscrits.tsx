import { createFileRoute } from '@tanstack/react-router';
import { useRef } from 'react';
import { ParticipantsPage } from '../../features/participants/ParticipantsPage';
import { initialView, type ParticipantsSearch, pageOptions } from '../../features/participants/participants-query';

// The search and the filters are the address's `q`, `championship` and `category`: the form asks for them
// without JavaScript, and a phone typing before its scripts have come is answered by the server (issue 30).
// Checked by hand rather than with zod (route definitions load on every page; see programme.tsx).
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : undefined;
const search = (raw: Record<string, unknown>): ParticipantsSearch => {
  const q = text(raw.q, 100);
  const championship = text(raw.championship, 64);
  const category = text(raw.category, 64);
  return {
    ...(q ? { q } : {}),
    ...(championship && championship !== 'all' ? { championship } : {}),
    ...(category && category !== 'all' ? { category } : {}),
  };
};

export const Route = createFileRoute('/_public/inscrits')({
  validateSearch: search,
  // The router lays the route's search over the address's own, so a value this check dropped (a search of
  // 101 characters) would still reach the page: read through the same check again.
  loaderDeps: ({ search: raw }) => search(raw),
  loader: ({ context, deps, cause }) => {
    // Staying on the page (the filters written to the address as the visitor types), the page asks for
    // what it shows itself, in its own sort order.
    if (cause === 'stay') return;
    void context.queryClient.prefetchQuery(
      pageOptions(context.trpc, {
        ...initialView,
        search: deps.q ?? '',
        championship: deps.championship ?? 'all',
        category: deps.category ?? 'all',
      }),
    );
    void context.queryClient.prefetchQuery(context.trpc.championships.list.queryOptions());
  },
  component: ParticipantsRoute,
});

const sameFilters = (a: ParticipantsSearch, b: ParticipantsSearch) =>
  a.q === b.q && a.championship === b.championship && a.category === b.category;

function ParticipantsRoute() {
  const filters = search(Route.useSearch());
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
        seen.current.filters = next;
        void navigate({ search: next, replace: true, resetScroll: false });
      }}
    />
  );
}
