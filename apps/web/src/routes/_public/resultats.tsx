import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '../../features/results/ResultsPage';
import { boardOptions } from '../../features/results/results-queries';

export const Route = createFileRoute('/_public/resultats')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(boardOptions(context.trpc));
  },
  component: ResultsPage,
});
