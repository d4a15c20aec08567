import { createFileRoute } from '@tanstack/react-router';
import { PressPage } from '../../features/press/PressPage';

export const Route = createFileRoute('/_public/presse')({ component: PressPage });
