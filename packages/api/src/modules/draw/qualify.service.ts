import {
  drawHeats,
  type Progression,
  progressionSchema,
  type QualifyAnswer,
  type RaceRound,
  roundOrder,
} from '@app/contract';
import { type Db, readJson } from '@app/db';
import { parseRaceTime } from '@app/race-files';
import { badRequest, conflict } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import * as entries from '../entries/entries.repository';
import * as repo from './draw.repository';
import { assertDraft, loadRace, roundOf } from './draw.shared';

/** A finisher of the round qualified from: their entry there, race, place and time in tenths. */
interface Finisher {
  entry: entries.EntryRow;
  eventId: string;
  rank: number;
  tenths: number;
  time: string;
}

const progressionOf = (e: repo.DrawEvent): Progression | null =>
  e.progression ? progressionSchema.nullable().catch(null).parse(readJson(e.progression, null)) : null;
const nameOf = (f: Finisher) => `${f.entry.firstName} ${f.entry.lastName}`;

/**
 * « Qualifier » (issue 29, item 3): the round of this event is filled from the results of the round its
 * progression names: the first `places` of each race, then the `times` fastest of the others. Finals
 * are filled in the order A, B, C, so a B final takes from those the A final did not. Times are read to
 * the tenth: equal tenths tie. A tie at the cut goes in whole when the lanes allow, else the tied stay
 * out and the answer says so to the administrator. Lanes from the centre by qualifying time. Running it
 * again replaces the round's entries, unless its start list is locked or it has results.
 */
export async function qualify(db: Db, eventId: string): Promise<QualifyAnswer> {
  return db.transaction().execute(async (trx) => {
    const race = await loadRace(trx, eventId);
    const progression = progressionOf(race.event);
    if (!progression) throw badRequest(`« ${race.event.name} » n'a pas de règle de qualification`);
    const targets = roundOf(race.events, race.event.round);
    assertDraft(targets);
    if (
      (
        await repo.findResults(
          trx,
          targets.map((t) => t.id),
        )
      ).length > 0
    )
      throw conflict(`« ${race.event.name} » a déjà des résultats`);
    const sources = roundOf(race.events, progression.from);
    if (sources.length === 0) throw badRequest(`Aucune course du tour d'origine pour « ${race.event.name} »`);
    const notes: string[] = [];
    const pool = await finishers(trx, sources, notes);
    // Rounds filled before this one from the same round (finals A before B before C) take their share first.
    const taken = new Set<string>();
    const earlier = race.events.filter(
      (e) =>
        e.round !== race.event.round && roundOrder(e.round as RaceRound) > roundOrder(race.event.round as RaceRound),
    );
    for (const round of new Set(earlier.map((e) => e.round))) {
      const events = roundOf(race.events, round);
      const rule = progressionOf(events[0] as repo.DrawEvent);
      if (!rule || rule.from !== progression.from) continue;
      const filled = await entries.findByEvents(
        trx,
        events.map((e) => e.id),
      );
      const capacity = events.reduce((sum, e) => sum + e.lanes, 0);
      // A round not filled yet takes what its rule would give it.
      if (filled.length === 0) for (const f of select(pool, taken, rule, capacity, [])) taken.add(f.entry.id);
    }
    // Entries of earlier rounds already filled point at the entries they came from.
    const fromIds = await fromEntryIds(trx, earlier);
    for (const id of fromIds) taken.add(id);
    const capacity = targets.reduce((sum, e) => sum + e.lanes, 0);
    const chosen = select(pool, taken, progression, capacity, notes);
    const outcome = drawHeats(
      chosen.map((f) => ({ id: f.entry.id, seedSeconds: f.tenths / 10, tieBreak: `${f.rank}|${f.entry.id}` })),
      targets,
    );
    if ('error' in outcome) throw badRequest(outcome.error);
    const byEntry = new Map(chosen.map((f) => [f.entry.id, f]));
    const now = new Date().toISOString();
    await entries.removeByEvents(
      trx,
      targets.map((t) => t.id),
    );
    await entries.insertMany(
      trx,
      outcome.seats.map((seat) => {
        const f = byEntry.get(seat.id) as Finisher;
        return {
          id: newId(),
          eventId: (targets[seat.heat] as repo.DrawEvent).id,
          participantId: f.entry.participantId,
          crewName: f.entry.crewName,
          crewMemberIds: f.entry.crewMemberIds,
          // The qualifying time is the seed of the next round.
          seedTime: f.time,
          status: 'entered',
          lane: seat.lane,
          fromEntryId: f.entry.id,
          createdAt: now,
        };
      }),
    );
    return { message: `${chosen.length} qualifié(s) pour « ${race.event.name} »`, qualified: chosen.length, notes };
  });
}

/** The finishers of the source races, linked to their entries by entry id, else by participant. */
async function finishers(db: Db, sources: repo.DrawEvent[], notes: string[]): Promise<Finisher[]> {
  const ids = sources.map((s) => s.id);
  const entrants = await entries.findByEvents(db, ids);
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const byParticipant = new Map(entrants.map((e) => [`${e.eventId}#${e.participantId}`, e]));
  const pool: Finisher[] = [];
  for (const r of await repo.findResults(db, ids)) {
    if (r.status !== 'finished' || r.rank === null || r.time === null) continue;
    const entry =
      (r.entryId ? byId.get(r.entryId) : undefined) ??
      (r.participantId ? byParticipant.get(`${r.eventId}#${r.participantId}`) : undefined);
    const time = parseRaceTime(r.time);
    if (!entry || !time) {
      notes.push(`Résultat de ${r.athlete} sans inscription dans ce tour : non qualifié`);
      continue;
    }
    pool.push({ entry, eventId: r.eventId, rank: r.rank, tenths: Math.round(time.seconds * 10), time: time.time });
  }
  return pool;
}

async function fromEntryIds(db: Db, events: repo.DrawEvent[]): Promise<string[]> {
  const rows = await entries.findFromEntryIds(
    db,
    events.map((e) => e.id),
  );
  return rows.flatMap((r) => (r.fromEntryId ? [r.fromEntryId] : []));
}

const byTime = (a: Finisher, b: Finisher) => a.tenths - b.tenths || a.rank - b.rank;

/** The progression rule over the finishers not yet taken; notes a tie at the cut the lanes cannot take. */
function select(
  pool: readonly Finisher[],
  taken: ReadonlySet<string>,
  rule: Progression,
  capacity: number,
  notes: string[],
): Finisher[] {
  const open = pool.filter((f) => !taken.has(f.entry.id));
  // First `places` of each race among those still open (a B final's places come after the A final's); a
  // dead heat on the last place takes every one tied, their rank being the same.
  const place = (f: Finisher) => 1 + open.filter((o) => o.eventId === f.eventId && o.rank < f.rank).length;
  const byPlace = open.filter((f) => place(f) <= rule.places);
  const placed = new Set(byPlace.map((f) => f.entry.id));
  const rest = open.filter((f) => !placed.has(f.entry.id)).sort(byTime);
  const chosen = [...byPlace];
  if (rule.times > 0 && rest.length > 0) {
    const cut = rest[Math.min(rule.times, rest.length) - 1] as Finisher;
    const clear = rest.filter((f) => f.tenths < cut.tenths);
    const tied = rest.filter((f) => f.tenths === cut.tenths);
    chosen.push(...clear);
    const wanted = Math.min(rule.times, rest.length) - clear.length;
    if (tied.length === wanted) chosen.push(...tied);
    else if (chosen.length + tied.length <= capacity) {
      chosen.push(...tied);
      notes.push(
        `Égalité en ${cut.time} au dernier temps qualificatif : ${tied.map(nameOf).join(', ')}, tous qualifiés.`,
      );
    } else {
      notes.push(
        `Égalité en ${cut.time} pour ${wanted} place(s) au temps : ${tied.map(nameOf).join(', ')}. Couloirs insuffisants pour tous : à départager par l'administrateur.`,
      );
    }
  }
  return chosen;
}
