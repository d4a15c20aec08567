import { createFileRoute } from '@tanstack/react-router';
import { PracticalPage } from '../../features/practical/PracticalPage';

export const Route = createFileRoute('/_public/infos-pratiques')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.practicalInfo.list.queryOptions());
  },
  component: PracticalPage,
});
