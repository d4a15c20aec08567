import { createFileRoute } from '@tanstack/react-router';
import { LiveRaceScreen } from '../../../features/admin/screens/LiveRaceScreen';

export const Route = createFileRoute('/admin/_guard/direct')({ component: LiveRaceScreen });
