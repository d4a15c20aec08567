import { createFileRoute } from '@tanstack/react-router';
import { MESSAGE_FILTERS, firstPageInput } from '../../../features/admin/crud/first-page';
import { MessagesScreen } from '../../../features/admin/screens/MessagesScreen';

export const Route = createFileRoute('/admin/_guard/messages')({
  // The first page is asked while the screen's code loads; the screen finds it fresh under the same key.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(
      context.trpc.contact.adminPage.queryOptions(firstPageInput(MESSAGE_FILTERS)),
    );
  },
  component: MessagesScreen,
});
