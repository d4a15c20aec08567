import { raceRoundLabels } from '@app/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../../lib/use-localized';
import { trpcClient } from '../../../../lib/trpc';
import { DrawHeat, type Seat } from './DrawHeat';
import type { Outcome, RoundEvents } from './DrawScreen';
import { seatProblem } from './seat-check';

const button = 'rounded-md px-3 py-1.5 text-sm font-semibold ring-1 disabled:opacity-50';
const primary = `${button} bg-sky-800 text-white ring-sky-800 hover:bg-sky-900`;
const secondary = `${button} text-sky-900 ring-sky-300 hover:bg-sky-50`;

/** One round of the race: its races side by side, the lanes the administrator changes, the round's actions. */
export function DrawRound({ title, events, first, run }: { title: string; events: RoundEvents; first: boolean; run: (action: () => Promise<Outcome>) => Promise<boolean> }) {
  const { t } = useTranslation('admin');
  const { label } = useLocalized();
  const lead = events[0]?.event;
  const [edits, setEdits] = useState<Record<string, Seat>>({});
  const seats = useMemo(() => {
    const all: Record<string, Seat> = {};
    for (const e of events) for (const entry of e.entries) all[entry.entryId] = { eventId: e.event.id, lane: entry.lane === null ? '' : String(entry.lane) };
    return { ...all, ...edits };
  }, [events, edits]);
  if (!lead) return null;
  const state = lead.startList;
  const draft = state === 'draft';
  const problem = seatProblem(events, seats, t);
  const changed = Object.entries(edits);
  const eventId = lead.id;
  const act = (action: () => Promise<Outcome>) => async () => {
    if (await run(action)) setEdits({});
  };
  const saveLanes = act(() =>
    trpcClient.draw.startList.mutate({ eventId, lanes: changed.map(([entryId, s]) => ({ entryId, eventId: s.eventId, lane: s.lane === '' ? null : Number(s.lane) })) }),
  );
  const progression = lead.progression;
  return (
    <section aria-labelledby={`round-${lead.round}`} data-testid="draw-round">
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={`round-${lead.round}`} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800" data-testid="draw-state">
          {t(`draw.states.${state}`)}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          {first && (
            <button type="button" className={primary} disabled={!draft} onClick={act(() => trpcClient.draw.run.mutate({ eventId }))}>
              {t('draw.run')}
            </button>
          )}
          {progression && (
            <button type="button" className={primary} disabled={!draft} onClick={act(() => trpcClient.draw.qualify.mutate({ eventId }))}>
              {t('draw.qualify')}
            </button>
          )}
          <button type="button" className={secondary} disabled={!draft || changed.length === 0 || problem !== null} onClick={saveLanes}>
            {t('draw.saveLanes')}
          </button>
          <button type="button" className={secondary} onClick={act(() => trpcClient.draw.startList.mutate({ eventId, locked: draft }))}>
            {draft ? t('draw.lock') : t('draw.unlock')}
          </button>
          <button type="button" className={secondary} onClick={act(() => trpcClient.draw.startList.mutate({ eventId, published: state !== 'published' }))}>
            {state === 'published' ? t('draw.unpublish') : t('draw.publish')}
          </button>
        </div>
      </header>
      {progression && (
        <p className="mb-2 text-sm text-slate-700">
          {t('draw.progression', { places: progression.places, times: progression.times, from: label(raceRoundLabels[progression.from]) })}
        </p>
      )}
      {problem && (
        <p role="alert" className="mb-2 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800" data-testid="draw-lane-problem">
          {problem}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
        {events.map((e) => (
          <DrawHeat key={e.event.id} race={e} heats={events.map((x) => x.event)} seats={seats} editable={draft} onSeat={(entryId, seat) => setEdits((all) => ({ ...all, [entryId]: seat }))} />
        ))}
      </div>
    </section>
  );
}
