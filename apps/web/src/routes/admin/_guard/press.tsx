import { createFileRoute } from '@tanstack/react-router';
import { PressScreen } from '../../../features/admin/screens/PressScreen';

export const Route = createFileRoute('/admin/_guard/press')({ component: PressScreen });
