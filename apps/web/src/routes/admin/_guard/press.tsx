import { createFileRoute } from '@tanstack/react-router';
import { PRESS_FILTERS, firstPageInput } from '../../../features/admin/crud/first-page';
import { PressScreen } from '../../../features/admin/screens/PressScreen';

export const Route = createFileRoute('/admin/_guard/press')({
  // The first page is asked while the screen's code loads; the screen finds it fresh under the same key.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(
      context.trpc.accreditations.adminPage.queryOptions(firstPageInput(PRESS_FILTERS)),
    );
  },
  component: PressScreen,
});
