import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../features/live/ScreenPage';

// `?rotate=N`: seconds per view between races (tests, or a hall that wants it slower). Checked by hand,
// as the other routes do, to keep zod out of the route definitions.
const search = (raw: Record<string, unknown>): { rotate?: number } => {
  const rotate = Number(raw.rotate);
  return Number.isInteger(rotate) && rotate >= 1 && rotate <= 600 ? { rotate } : {};
};

function EcranRoute() {
  const { rotate } = Route.useSearch();
  return <ScreenPage rotateSeconds={rotate} />;
}

// Outside the public layout: a kiosk screen has no header, menu or footer.
export const Route = createFileRoute('/ecran')({ validateSearch: search, component: EcranRoute });
