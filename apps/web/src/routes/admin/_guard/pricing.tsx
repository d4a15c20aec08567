import { createFileRoute } from '@tanstack/react-router';
import { PricingScreen } from '../../../features/admin/screens/PricingScreen';

export const Route = createFileRoute('/admin/_guard/pricing')({ component: PricingScreen });
