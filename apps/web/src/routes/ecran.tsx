import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../features/live/ScreenPage';

// Outside the public layout: a kiosk screen has no header, menu or footer.
export const Route = createFileRoute('/ecran')({ component: ScreenPage });
