import { createFileRoute } from '@tanstack/react-router';
import { ResultsScreen } from '../../../features/admin/screens/ResultsScreen';

export const Route = createFileRoute('/admin/_guard/results')({ component: ResultsScreen });
