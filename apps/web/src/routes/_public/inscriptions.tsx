import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/registration/RegistrationPage';

export const Route = createFileRoute('/_public/inscriptions')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.championships.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.eventTypes.list.queryOptions());
  },
  component: RegistrationPage,
});
