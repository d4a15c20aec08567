import { createFileRoute } from '@tanstack/react-router';
import { CampaignsScreen } from '../../../features/admin/screens/CampaignsScreen';

export const Route = createFileRoute('/admin/_guard/campaigns')({ component: CampaignsScreen });
