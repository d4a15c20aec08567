import type { Db } from '@app/db';
import { badRequest, conflict } from '../../lib/domain-error';
import * as repo from './entries.repository';

// The rules an entry obeys whoever writes it (the back-office, REST, the participants import).

export type EntryShape = {
  eventId: string;
  participantId: string;
  crewName: string | null;
  crewMemberIds: string[];
  lane: number | null;
};

export const ALREADY_ENTERED = 'Ce participant est déjà inscrit à cette course (à ce tour)';
export const CREW_ALREADY_ENTERED = 'Un membre de l’équipage est déjà inscrit à cette course (à ce tour)';

/** The event, or the 400 naming it: an entry in no race is refused. */
export async function eventOf(db: Db, eventId: string) {
  const event = await repo.findEvent(db, eventId);
  if (!event) throw badRequest(`Épreuve introuvable : ${eventId}`);
  return event;
}

/** A relay crew has a name and distinct members other than its first one, all of them participants. */
export async function assertPeople(db: Db, entry: EntryShape): Promise<void> {
  const people = [entry.participantId, ...entry.crewMemberIds];
  if (new Set(people).size !== people.length) throw badRequest('Un participant ne peut figurer deux fois dans l’équipage');
  if (entry.crewMemberIds.length > 0 && !entry.crewName) throw badRequest('Le nom de l’équipage est obligatoire pour un relais');
  const found = await repo.existingParticipantIds(db, people);
  if (!found.has(entry.participantId)) throw badRequest('Participant introuvable');
  if (entry.crewMemberIds.some((id) => !found.has(id))) throw badRequest('Membre d’équipage introuvable');
}

/**
 * Never twice in one round of one race: not in this event, nor in another event of the same round of
 * its race group (another heat), as entrant or as crew member. `exceptId`: the entry being edited.
 */
export async function assertFreeInRound(db: Db, event: { id: string; round: string; raceGroup: string | null }, entry: EntryShape, exceptId?: string): Promise<void> {
  const others = (await repo.findBareByEvents(db, await repo.roundEventIds(db, event))).filter((e) => e.id !== exceptId);
  const taken = new Set(others.flatMap((e) => [e.participantId, ...repo.parseIds(e.crewMemberIds)]));
  if (taken.has(entry.participantId)) throw conflict(ALREADY_ENTERED);
  if (entry.crewMemberIds.some((id) => taken.has(id))) throw conflict(CREW_ALREADY_ENTERED);
  if (entry.lane === null) return;
  if (others.some((e) => e.eventId === event.id && e.lane === entry.lane)) throw conflict(`Couloir ${entry.lane} déjà attribué dans cette épreuve`);
}

/** A lane is one of the event's ergometers. */
export function assertLane(event: { lanes: number }, lane: number | null): void {
  if (lane !== null && lane > event.lanes) throw badRequest(`Couloir ${lane} au-delà des ${event.lanes} ergomètres de cette épreuve`);
}

/** Every rule, in the order a person fixing the input meets them. */
export async function checkEntry(db: Db, entry: EntryShape, exceptId?: string): Promise<void> {
  const event = await eventOf(db, entry.eventId);
  await assertPeople(db, entry);
  assertLane(event, entry.lane);
  await assertFreeInRound(db, event, entry, exceptId);
}
