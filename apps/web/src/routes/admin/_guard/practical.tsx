import { createFileRoute } from '@tanstack/react-router';
import { PracticalScreen } from '../../../features/admin/screens/PracticalScreen';

export const Route = createFileRoute('/admin/_guard/practical')({ component: PracticalScreen });
