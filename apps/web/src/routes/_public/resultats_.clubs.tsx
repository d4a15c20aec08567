import { createFileRoute } from '@tanstack/react-router';
import { ClubRankingPage } from '../../features/club-ranking/ClubRankingPage';

// A static segment: /resultats/clubs is the clubs' ranking, never read as a race id.
export const Route = createFileRoute('/_public/resultats_/clubs')({
  loader: ({ context, location }) => {
    const asked = (location.search as Record<string, unknown>).championship;
    const championshipId = typeof asked === 'string' && asked !== 'all' ? asked : undefined;
    void context.queryClient.prefetchQuery(
      context.trpc.results.clubs.queryOptions(championshipId ? { championshipId } : {}),
    );
  },
  component: ClubRankingPage,
});
