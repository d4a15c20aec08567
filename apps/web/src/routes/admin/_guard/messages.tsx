import { createFileRoute } from '@tanstack/react-router';
import { MessagesScreen } from '../../../features/admin/screens/MessagesScreen';

export const Route = createFileRoute('/admin/_guard/messages')({ component: MessagesScreen });
