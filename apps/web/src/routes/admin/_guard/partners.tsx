import { createFileRoute } from '@tanstack/react-router';
import { PartnersScreen } from '../../../features/admin/screens/PartnersScreen';

export const Route = createFileRoute('/admin/_guard/partners')({ component: PartnersScreen });
