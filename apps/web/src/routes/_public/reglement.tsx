import { createFileRoute } from '@tanstack/react-router';
import { RulesPage } from '../../features/rules/RulesPage';

export const Route = createFileRoute('/_public/reglement')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.rules.list.queryOptions({}));
    void context.queryClient.prefetchQuery(context.trpc.documents.list.queryOptions());
  },
  component: RulesPage,
});
