import { createFileRoute } from '@tanstack/react-router';
import { ParticipantsPage } from '../../features/participants/ParticipantsPage';
import { initialView, pageOptions } from '../../features/participants/participants-query';

export const Route = createFileRoute('/_public/inscrits')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pageOptions(context.trpc, initialView));
    void context.queryClient.prefetchQuery(context.trpc.championships.list.queryOptions());
  },
  component: ParticipantsPage,
});
