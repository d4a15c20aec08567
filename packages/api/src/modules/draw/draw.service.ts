import { type DrawAnswer, type DrawBoard, drawHeats } from '@app/contract';
import type { Db } from '@app/db';
import { badRequest, conflict } from '../../lib/domain-error';
import * as events from '../events/events.service';
import * as entries from '../entries/entries.repository';
import * as repo from './draw.repository';
import { assertDraft, firstRound, loadRace, seedOf, toStartListEntry } from './draw.shared';

/**
 * « Répartir » (issue 29, item 3): the entered entrants of the race's first round are seeded over that
 * round's races by the contract's drawHeats (serpentine by seed time, centre-out lanes, never more than
 * the lanes). Scratched entries keep their race, without a lane. One transaction: all or nothing.
 */
export async function draw(db: Db, eventId: string): Promise<DrawAnswer> {
  return db.transaction().execute(async (trx) => {
    const race = await loadRace(trx, eventId);
    const heats = firstRound(race.events);
    assertDraft(heats);
    // Results point at the entries they were rowed under: moving those entries would credit them to
    // the wrong heat. As « Qualifier », the draw is refused once the round has results.
    const rowed = await repo.findResults(
      trx,
      heats.map((h) => h.id),
    );
    if (rowed.length > 0)
      throw conflict(`Impossible de répartir : des résultats sont déjà saisis pour « ${race.event.name} »`);
    const entrants = await entries.findByEvents(
      trx,
      heats.map((h) => h.id),
    );
    const entered = entrants.filter((e) => e.status === 'entered');
    const outcome = drawHeats(
      entered.map((e) => ({ id: e.id, seedSeconds: seedOf(e)?.seconds ?? null, tieBreak: `${e.createdAt}|${e.id}` })),
      heats,
    );
    if ('error' in outcome) throw badRequest(outcome.error);
    const counts = heats.map(() => 0);
    for (const seat of outcome.seats) counts[seat.heat] = (counts[seat.heat] ?? 0) + 1;
    await entries.setSeats(trx, [
      ...outcome.seats.map((seat) => ({
        id: seat.id,
        eventId: (heats[seat.heat] as repo.DrawEvent).id,
        lane: seat.lane,
      })),
      // Scratched entries keep their race, without a lane.
      ...entrants
        .filter((e) => e.status !== 'entered' && e.lane !== null)
        .map((e) => ({ id: e.id, eventId: e.eventId, lane: null })),
    ]);
    return {
      message: `${entered.length} inscrit(s) réparti(s) sur ${heats.length} course(s)`,
      seeded: entered.length,
      events: heats.map((h, i) => ({ eventId: h.id, entrants: counts[i] ?? 0 })),
    };
  });
}

/** What the draw screen shows: every round of the race with its entrants by lane. */
export async function board(db: Db, eventId: string): Promise<DrawBoard> {
  const race = await loadRace(db, eventId);
  const entrants = await entries.findByEvents(
    db,
    race.events.map((e) => e.id),
  );
  return {
    raceGroup: race.event.raceGroup,
    events: await Promise.all(
      race.events.map(async (e) => ({
        event: await events.byId(db, e.id),
        entries: entrants.filter((x) => x.eventId === e.id).map(toStartListEntry),
      })),
    ),
  };
}
