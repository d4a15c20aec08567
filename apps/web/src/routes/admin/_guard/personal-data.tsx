import { createFileRoute } from '@tanstack/react-router';
import { PersonalDataScreen } from '../../../features/admin/personal-data/PersonalDataScreen';

export const Route = createFileRoute('/admin/_guard/personal-data')({ component: PersonalDataScreen });
