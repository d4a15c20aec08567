import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../features/admin/screens/SettingsScreen';

export const Route = createFileRoute('/admin/_guard/settings')({ component: SettingsScreen });
