import type { APIRequestContext } from '@playwright/test';
import { adminToken } from './api';

/*
 * A published start list for the start-list specs (issue 29), made as a script would through the admin
 * REST: the race, its entrants, their entries in their lanes (one withdrawn), then the publication
 * (an admin write: the public reads see it at once).
 */

/** Far enough ahead to stay « to come » whatever the machine's clock. */
export const RACE_DAY = '2099-05-16';
export const RACE_TIME = '10:40';

export interface StartListRace {
  eventId: string;
  name: string;
  nameEn: string;
  athlete: { firstName: string; lastName: string; lane: number };
}

async function send<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request[method](`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
const post = <T>(request: APIRequestContext, token: string, path: string, data: unknown) =>
  send<T>(request, token, 'post', path, data);

export async function publishStartList(request: APIRequestContext, tag: string): Promise<StartListRace> {
  const token = await adminToken(request);
  const eventId = `e2e-start-list-${tag}`;
  const race = {
    id: eventId,
    name: `2000 m Seniors Femmes série ${tag}`,
    nameEn: `2000 m Senior women heat ${tag}`,
    date: RACE_DAY,
    time: RACE_TIME,
    category: 'SF',
    championshipId: 'elite',
    round: 'heat',
    lanes: 8,
  };
  await post(request, token, '/admin/events', race);
  const people = [
    { firstName: 'Capucine', lastName: `Lagarde${tag}`, lane: 4, status: 'entered', seedTime: '7:01.3' },
    { firstName: 'Inès', lastName: `Berthier${tag}`, lane: 3, status: 'entered', seedTime: null },
    { firstName: 'Maëlle', lastName: `Fournier${tag}`, lane: 5, status: 'scratched', seedTime: null },
  ];
  for (const [i, person] of people.entries()) {
    const { id } = await post<{ id: string }>(request, token, '/admin/participants', {
      firstName: person.firstName,
      lastName: person.lastName,
      email: `start-list-${tag}-${i}@e2e.test`,
      club: 'AS Start List',
      category: 'SF',
      championshipId: 'elite',
      personalBest: '7:20.0',
      confirmed: true,
      paid: true,
    });
    const entry = await post<{ id: string }>(request, token, '/admin/entries', {
      eventId,
      participantId: id,
      lane: person.lane,
      ...(person.seedTime ? { seedTime: person.seedTime } : {}),
    });
    // A withdrawal keeps the entry, struck through on the start list.
    if (person.status === 'scratched')
      await send(request, token, 'put', `/admin/entries/${entry.id}`, { status: 'scratched' });
  }
  await send(request, token, 'put', `/admin/events/${eventId}/start-list`, { published: true });
  const [first] = people as [(typeof people)[number]];
  return {
    eventId,
    name: race.name,
    nameEn: race.nameEn,
    athlete: { firstName: first.firstName, lastName: first.lastName, lane: first.lane },
  };
}

/**
 * Takes away the races of publishStartList whose tag starts with `tagPrefix` (their results, then the race):
 * the demo server is shared by every spec, and pages other specs weigh or search must not carry them.
 */
export async function removeStartListRaces(request: APIRequestContext, tagPrefix: string): Promise<void> {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const events = (await (await request.get('/api/admin/events', { headers })).json()) as { id: string }[];
  for (const { id } of events.filter((e) => e.id.startsWith(`e2e-start-list-${tagPrefix}`))) {
    await request.put(`/api/admin/events/${id}/results`, { headers, data: { rows: [] } });
    await request.delete(`/api/admin/events/${id}`, { headers });
  }
}
