import { createFileRoute } from '@tanstack/react-router';
import { PartnersPage } from '../../features/partners/PartnersPage';

export const Route = createFileRoute('/_public/partenaires')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.partners.list.queryOptions());
  },
  component: PartnersPage,
});
