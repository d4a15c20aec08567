import { createFileRoute } from '@tanstack/react-router';
import { EventTypesScreen } from '../../../features/admin/screens/EventTypesScreen';

export const Route = createFileRoute('/admin/_guard/event-types')({ component: EventTypesScreen });
