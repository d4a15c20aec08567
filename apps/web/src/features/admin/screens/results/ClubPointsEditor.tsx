import { parsePointsText } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../../lib/trpc';
import { useTRPCProxy } from '../../../../lib/use-trpc';
import { inputClass } from '../../../../ui/Field';
import { adminErrorMessage } from '../../crud/admin-error';
import { fresh } from '../../crud/use-admin-list';

/** The clubs' ranking points table of each championship (issue 33): places' points as « 10, 8, 6… ». */
export function ClubPointsEditor({ championships }: { championships: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const queryClient = useQueryClient();
  const tables = useQuery(fresh(trpc.results.pointsTables.queryOptions()));
  return (
    <section className="mt-8 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-labelledby="club-points-title">
      <h2 id="club-points-title" className="text-lg font-bold text-slate-900">
        {t('clubPoints.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('clubPoints.help')}</p>
      {tables.data?.map((table) => {
        const name = championships.find((c) => c.id === table.championshipId)?.name ?? table.championshipId;
        return (
          <PointsRow
            key={`${table.championshipId}-${table.points.join()}-${table.relayPoints.join()}`}
            championshipId={table.championshipId}
            name={name}
            points={table.points.join(', ')}
            relayPoints={table.relayPoints.join(', ')}
            onSaved={() => void queryClient.invalidateQueries()}
          />
        );
      })}
    </section>
  );
}

function PointsRow(props: {
  championshipId: string;
  name: string;
  points: string;
  relayPoints: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const [points, setPoints] = useState(props.points);
  const [relayPoints, setRelayPoints] = useState(props.relayPoints);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const save = async () => {
    const parsed = parsePointsText(points);
    const relay = parsePointsText(relayPoints);
    if (!parsed || !relay) return setMessage({ error: true, text: t('clubPoints.invalid') });
    try {
      await trpcClient.results.setPointsTable.mutate({
        championshipId: props.championshipId,
        points: parsed,
        relayPoints: relay,
      });
      setMessage({ error: false, text: t('clubPoints.saved') });
      props.onSaved();
    } catch (e) {
      setMessage({ error: true, text: adminErrorMessage(e) });
    }
  };
  const id = `club-points-${props.championshipId}`;
  return (
    <form
      className="mt-4 grid gap-2 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="font-semibold text-slate-900">{props.name}</p>
      <label className="text-sm text-slate-800" htmlFor={`${id}-points`}>
        {t('clubPoints.points')}
        <input id={`${id}-points`} className={inputClass} value={points} onChange={(e) => setPoints(e.target.value)} />
      </label>
      <label className="text-sm text-slate-800" htmlFor={`${id}-relay`}>
        {t('clubPoints.relayPoints')}
        <input
          id={`${id}-relay`}
          className={inputClass}
          value={relayPoints}
          onChange={(e) => setRelayPoints(e.target.value)}
        />
      </label>
      <button type="submit" className="rounded-md bg-sky-800 px-3 py-2 text-sm font-semibold text-white">
        {t('clubPoints.save')}
      </button>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`text-sm sm:col-span-4 ${message.error ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
