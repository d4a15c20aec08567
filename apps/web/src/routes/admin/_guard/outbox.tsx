import { createFileRoute } from '@tanstack/react-router';
import { NO_FILTERS, firstPageInput } from '../../../features/admin/crud/first-page';
import { OutboxScreen } from '../../../features/admin/screens/OutboxScreen';

export const Route = createFileRoute('/admin/_guard/outbox')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.mail.adminPage.queryOptions(firstPageInput(NO_FILTERS)));
  },
  component: OutboxScreen,
});
