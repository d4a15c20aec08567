import { type DrawBoard, type RaceRound, raceRoundLabels, raceRounds } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../../lib/use-localized';
import { useTRPCProxy } from '../../../../lib/use-trpc';
import { AdminShell } from '../../crud/AdminShell';
import { adminErrorMessage } from '../../crud/admin-error';
import { fresh } from '../../crud/use-admin-list';
import { DrawRound } from './DrawRound';

export type Outcome = { message: string; notes?: string[] };
export type RoundEvents = DrawBoard['events'];

/**
 * The draw of one race (issue 29, item 3): its rounds in the order they are rowed, each with its races
 * side by side, lanes editable, and the round's actions (« Répartir », « Verrouiller », « Publier »,
 * « Qualifier »). Every action answers with a message shown at the top, notes for the administrator below it.
 */
export function DrawScreen() {
  const { t } = useTranslation('admin');
  const { label } = useLocalized();
  const { eventId } = useParams({ from: '/admin/_guard/draw/$eventId' });
  const trpc = useTRPCProxy();
  const board = useQuery(fresh(trpc.draw.board.queryOptions({ eventId })));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<Outcome>) => {
    setError(null);
    setOutcome(null);
    try {
      setOutcome(await action());
      return true;
    } catch (e) {
      setError(adminErrorMessage(e));
      return false;
    } finally {
      await board.refetch();
    }
  };
  const events = board.data?.events ?? [];
  const rounds = raceRounds.map((round) => ({ round, events: events.filter((e) => e.event.round === round) })).filter((r) => r.events.length > 0);
  const first = rounds[0]?.round;
  const race = events.find((e) => e.event.id === eventId)?.event;
  return (
    <AdminShell
      title={t('draw.title')}
      loading={board.isLoading}
      error={error ?? (board.isError ? adminErrorMessage(board.error) : null)}
      onDismissError={() => setError(null)}
      actions={
        <Link to="/admin/program" className="rounded-md px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-200 hover:bg-sky-50">
          {t('screens.program')}
        </Link>
      }
    >
      {race && (
        <p className="mb-4 text-slate-800" data-testid="draw-race">
          {race.category} · {board.data?.raceGroup ?? race.name}
        </p>
      )}
      {outcome && (
        <div role="status" data-testid="draw-outcome" className="mb-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <p>{outcome.message}</p>
          {outcome.notes && outcome.notes.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-amber-900" data-testid="draw-notes">
              {outcome.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="space-y-8">
        {rounds.map((r) => (
          <DrawRound key={r.round} title={label(raceRoundLabels[r.round as RaceRound])} events={r.events} first={r.round === first} run={run} />
        ))}
      </div>
    </AdminShell>
  );
}
