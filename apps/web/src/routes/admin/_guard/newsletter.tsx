import { createFileRoute } from '@tanstack/react-router';
import { NewsletterScreen } from '../../../features/admin/screens/NewsletterScreen';

export const Route = createFileRoute('/admin/_guard/newsletter')({ component: NewsletterScreen });
