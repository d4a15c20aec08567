import { CALL_ROOM_REFRESH_MS } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminShell } from '../crud/AdminShell';
import { CallRoomPicker, type CallRoomAt } from './CallRoomPicker';
import { CallRoomRace } from './CallRoomRace';

interface Props {
  /** A day and time looked at ahead; empty: now in Paris. */
  at: CallRoomAt;
  onAt: (next: CallRoomAt) => void;
}

/**
 * Race day's call room (issue 29, item 6), on a phone or a tablet: the next races with their start
 * lists, a present / absent tick per entrant. The screen follows the programme: it asks again every
 * minute (the server answers from its clock in Paris), and at once when the live push says something
 * changed, such as a tick made on another device.
 */
export function CallRoomScreen({ at, onAt }: Props) {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const room = useQuery({ ...trpc.callRoom.next.queryOptions(at.date || at.time ? at : {}), staleTime: 0, refetchInterval: CALL_ROOM_REFRESH_MS });
  useLiveUpdates([trpc.callRoom.pathKey()]);
  const [actionError, setActionError] = useState<string | null>(null);
  const error = actionError ?? (room.error ? adminErrorMessage(room.error) : null);
  const races = room.data?.races ?? [];

  return (
    <AdminShell
      title={t('screens.callRoom')}
      count={room.data ? races.length : undefined}
      loading={room.isLoading}
      error={error}
      onDismissError={actionError ? () => setActionError(null) : undefined}
      empty={t('callRoom.empty')}
    >
      <CallRoomPicker at={at} shown={room.data ? { date: room.data.date, time: room.data.time } : undefined} onAt={onAt} />
      <div className="grid gap-5 xl:grid-cols-2">
        {races.map((race) => (
          <CallRoomRace key={race.eventId} race={race} onError={(e) => setActionError(adminErrorMessage(e))} />
        ))}
      </div>
    </AdminShell>
  );
}
