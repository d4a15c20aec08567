import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../features/events/EventsPage';

export const Route = createFileRoute('/_public/epreuves')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.events.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.championships.list.queryOptions());
  },
  component: EventsPage,
});
