import { createFileRoute } from '@tanstack/react-router';
import { RulesScreen } from '../../../features/admin/screens/RulesScreen';

export const Route = createFileRoute('/admin/_guard/rules')({ component: RulesScreen });
