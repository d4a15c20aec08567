import { createFileRoute } from '@tanstack/react-router';
import { DrawScreen } from '../../../features/admin/screens/draw/DrawScreen';

export const Route = createFileRoute('/admin/_guard/draw/$eventId')({ component: DrawScreen });
