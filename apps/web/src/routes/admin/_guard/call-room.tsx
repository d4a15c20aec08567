import { createFileRoute } from '@tanstack/react-router';
import { CallRoomScreen } from '../../../features/admin/call-room/CallRoomScreen';

// The day and time looked at ahead of the clock are in the address: a tablet reloaded (or a link sent to
// a second steward) shows the same races. Without them the screen follows the clock in Paris.
const search = (raw: Record<string, unknown>): { date?: string; time?: string } => {
  const date = typeof raw.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.date) ? raw.date : undefined;
  const time = typeof raw.time === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(raw.time) ? raw.time : undefined;
  return { ...(date ? { date } : {}), ...(time ? { time } : {}) };
};

export const Route = createFileRoute('/admin/_guard/call-room')({ validateSearch: search, component: CallRoomRoute });

function CallRoomRoute() {
  const at = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CallRoomScreen at={at} onAt={(next) => void navigate({ search: next, replace: true })} />;
}
