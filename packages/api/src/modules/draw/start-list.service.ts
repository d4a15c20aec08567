import type { StartListAnswer, StartListState, startListUpdateInput } from '@app/contract';
import type { Db } from '@app/db';
import type { z } from 'zod';
import { badRequest, conflict } from '../../lib/domain-error';
import * as entries from '../entries/entries.repository';
import * as repo from './draw.repository';
import { LOCKED, loadRace, roundOf } from './draw.shared';

type Input = z.output<typeof startListUpdateInput>;

/** The state asked for: publishing locks; unpublishing goes back to locked; unlocking back to draft. */
function nextState(current: StartListState, input: Input): StartListState {
  if (input.published === true) return 'published';
  if (input.locked === false) return 'draft';
  if (input.published === false && current === 'published') return 'locked';
  if (input.locked === true) return current === 'published' ? 'published' : 'locked';
  return current;
}

/**
 * PUT /api/admin/events/{eventId}/start-list: entries moved to a lane and/or another race of the same
 * round of the race, then the round's start list locked, published or opened again. A lane used twice or
 * beyond a race's ergometers is refused, naming the lane, and nothing is changed (one transaction).
 * The state is the round's: its races are locked and published together.
 */
export async function update(db: Db, input: Input): Promise<StartListAnswer> {
  return db.transaction().execute(async (trx) => {
    const race = await loadRace(trx, input.eventId);
    const round = roundOf(race.events, race.event.round);
    const current = race.event.startList as StartListState;
    const state = nextState(current, input);
    const moves = input.lanes ?? [];
    let moved = 0;
    if (moves.length > 0) {
      // Moves are made on a draft, or in the very request that opens the list again.
      if (current !== 'draft' && input.locked !== false) throw conflict(LOCKED);
      moved = await move(trx, round, moves);
    }
    if (state !== current)
      await repo.setStartList(
        trx,
        round.map((e) => e.id),
        state,
      );
    return { message: MESSAGES[state], startList: state, moved };
  });
}

const MESSAGES: Record<StartListState, string> = {
  draft: 'Liste de départ enregistrée',
  locked: 'Liste de départ verrouillée',
  published: 'Liste de départ publiée',
};

async function move(db: Db, round: repo.DrawEvent[], moves: NonNullable<Input['lanes']>): Promise<number> {
  const byId = new Map(round.map((e) => [e.id, e]));
  const entrants = await entries.findByEvents(db, [...byId.keys()]);
  const seats = new Map(
    entrants.map((e) => [
      e.id,
      { eventId: e.eventId, lane: e.lane, status: e.status, name: `${e.firstName} ${e.lastName}` },
    ]),
  );
  const changed = new Set<string>();
  for (const m of moves) {
    const seat = seats.get(m.entryId);
    if (!seat) throw badRequest(`Inscription « ${m.entryId} » absente de ce tour`);
    const eventId = m.eventId ?? seat.eventId;
    if (!byId.has(eventId)) throw badRequest(`Épreuve « ${eventId} » hors de ce tour de la course`);
    if (seat.eventId !== eventId || seat.lane !== m.lane) changed.add(m.entryId);
    seats.set(m.entryId, { ...seat, eventId, lane: m.lane });
  }
  // Checked on the whole round as it would be: a swap of two lanes in one request is fine.
  const used = new Map<string, string>();
  for (const seat of seats.values()) {
    if (seat.lane === null || seat.status !== 'entered') continue;
    const event = byId.get(seat.eventId) as repo.DrawEvent;
    if (seat.lane > event.lanes)
      throw badRequest(
        `Couloir ${seat.lane} inexistant dans « ${event.name} » (${event.lanes} couloirs) : ${seat.name}`,
      );
    const key = `${seat.eventId}#${seat.lane}`;
    const other = used.get(key);
    if (other)
      throw badRequest(`Couloir ${seat.lane} attribué deux fois dans « ${event.name} » : ${other} et ${seat.name}`);
    used.set(key, seat.name);
  }
  await entries.setSeats(
    db,
    [...changed].map((id) => {
      const seat = seats.get(id) as { eventId: string; lane: number | null };
      return { id, eventId: seat.eventId, lane: seat.lane };
    }),
  );
  return changed.size;
}
