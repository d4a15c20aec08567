import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '../../features/results/missing-page';
import { RacePage } from '../../features/results/RacePage';

// `resultats_` keeps the race page out of the list page's layout: /resultats stays a page of its own.
export const Route = createFileRoute('/_public/resultats_/$raceId')({
  // The start list is read beside the ranking (issue 29), so the server draws both in one pass.
  loader: async ({ context, params }) => {
    const [page] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(context.trpc.results.race.queryOptions({ eventId: params.raceId }))),
      context.queryClient.prefetchQuery(context.trpc.startLists.event.queryOptions({ eventId: params.raceId })),
    ]);
    return page;
  },
  component: RaceRoute,
});

function RaceRoute() {
  const { raceId } = Route.useParams();
  return <RacePage raceId={raceId} />;
}
