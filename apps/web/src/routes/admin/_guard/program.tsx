import { createFileRoute } from '@tanstack/react-router';
import { ProgramScreen } from '../../../features/admin/screens/ProgramScreen';

export const Route = createFileRoute('/admin/_guard/program')({ component: ProgramScreen });
