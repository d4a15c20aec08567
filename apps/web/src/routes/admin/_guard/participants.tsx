import { createFileRoute } from '@tanstack/react-router';
import { PARTICIPANT_FILTERS, firstPageInput } from '../../../features/admin/crud/first-page';
import { ParticipantsScreen } from '../../../features/admin/screens/ParticipantsScreen';

export const Route = createFileRoute('/admin/_guard/participants')({
  // The first page is asked while the screen's code loads; the screen finds it fresh under the same key.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(
      context.trpc.participants.adminPage.queryOptions(firstPageInput(PARTICIPANT_FILTERS)),
    );
    void context.queryClient.prefetchQuery(context.trpc.championships.adminList.queryOptions());
  },
  component: ParticipantsScreen,
});
