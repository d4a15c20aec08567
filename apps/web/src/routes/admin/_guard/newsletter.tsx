import { createFileRoute } from '@tanstack/react-router';
import { NO_FILTERS, firstPageInput } from '../../../features/admin/crud/first-page';
import { NewsletterScreen } from '../../../features/admin/screens/NewsletterScreen';

export const Route = createFileRoute('/admin/_guard/newsletter')({
  // The first page is asked while the screen's code loads; the screen finds it fresh under the same key.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.newsletter.adminPage.queryOptions(firstPageInput(NO_FILTERS)));
  },
  component: NewsletterScreen,
});
