import { createFileRoute } from '@tanstack/react-router';
import { AthletePage } from '../../features/athletes/AthletePage';
import { orNotFound } from '../../features/results/missing-page';

export const Route = createFileRoute('/_public/athletes/$key')({
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(context.trpc.results.athlete.queryOptions({ key: params.key }))),
  component: AthleteRoute,
});

function AthleteRoute() {
  const { key } = Route.useParams();
  return <AthletePage athleteKey={key} />;
}
