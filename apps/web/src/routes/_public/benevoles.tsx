import { createFileRoute } from '@tanstack/react-router';
import { VolunteersPage } from '../../features/volunteers/VolunteersPage';

export const Route = createFileRoute('/_public/benevoles')({ component: VolunteersPage });
