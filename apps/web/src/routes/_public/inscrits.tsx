import { createFileRoute } from '@tanstack/react-router';
import { ParticipantsPage } from '../../features/participants/ParticipantsPage';

export const Route = createFileRoute('/_public/inscrits')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.participants.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.championships.list.queryOptions());
  },
  component: ParticipantsPage,
});
