import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '../../features/results/ResultsPage';

export const Route = createFileRoute('/_public/resultats')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.results.list.queryOptions());
  },
  component: ResultsPage,
});
