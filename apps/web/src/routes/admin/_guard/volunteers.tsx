import { createFileRoute } from '@tanstack/react-router';
import { VolunteersScreen } from '../../../features/admin/screens/VolunteersScreen';

export const Route = createFileRoute('/admin/_guard/volunteers')({ component: VolunteersScreen });
