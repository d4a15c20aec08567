import { createFileRoute } from '@tanstack/react-router';
import { FollowsPage } from '../../features/follows/FollowsPage';

// « Mes suivis » (issue 30): the list lives in the browser, so the server has nothing to load ahead.
export const Route = createFileRoute('/_public/mes-suivis')({ component: FollowsPage });
