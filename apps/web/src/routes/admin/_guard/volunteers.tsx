import { createFileRoute } from '@tanstack/react-router';
import { VOLUNTEER_FILTERS, firstPageInput } from '../../../features/admin/crud/first-page';
import { VolunteersScreen } from '../../../features/admin/screens/VolunteersScreen';

export const Route = createFileRoute('/admin/_guard/volunteers')({
  // The first page is asked while the screen's code loads; the screen finds it fresh under the same key.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(
      context.trpc.volunteers.adminPage.queryOptions(firstPageInput(VOLUNTEER_FILTERS)),
    );
  },
  component: VolunteersScreen,
});
