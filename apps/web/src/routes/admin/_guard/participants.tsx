import { createFileRoute } from '@tanstack/react-router';
import { ParticipantsScreen } from '../../../features/admin/screens/ParticipantsScreen';

export const Route = createFileRoute('/admin/_guard/participants')({ component: ParticipantsScreen });
