import { createFileRoute } from '@tanstack/react-router';
import { ChampionshipsScreen } from '../../../features/admin/screens/ChampionshipsScreen';

export const Route = createFileRoute('/admin/_guard/championships')({ component: ChampionshipsScreen });
