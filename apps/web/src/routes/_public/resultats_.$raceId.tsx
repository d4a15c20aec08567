import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '../../features/results/missing-page';
import { RacePage } from '../../features/results/RacePage';

// `resultats_` keeps the race page out of the list page's layout: /resultats stays a page of its own.
export const Route = createFileRoute('/_public/resultats_/$raceId')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(context.trpc.results.race.queryOptions({ eventId: params.raceId }))),
  component: RaceRoute,
});

function RaceRoute() {
  const { raceId } = Route.useParams();
  return <RacePage raceId={raceId} />;
}
