import { createFileRoute } from '@tanstack/react-router';
import { DirectPage } from '../../features/live/DirectPage';

export const Route = createFileRoute('/_public/direct')({ component: DirectPage });
