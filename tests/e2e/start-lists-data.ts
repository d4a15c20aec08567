import type { APIRequestContext } from '@playwright/test';
import { createRequire } from 'node:module';
import { adminToken } from './api';

/*
 * A published start list for the start-list specs (issue 29). The race and its entrants are made through
 * the admin REST; the entries and the publication are written straight into the e2e server's SQLite
 * file (the admin entries and start-list paths are built beside this spec), then one admin write makes
 * the public reads see them, as any admin write does.
 */
type Statement = { run: (...params: unknown[]) => unknown };
type Sqlite = new (path: string) => { prepare: (sql: string) => Statement; close: () => void };
const Database = createRequire(import.meta.url)('better-sqlite3') as Sqlite;
const databasePath = `tests/.tmp/e2e-${Number(process.env.E2E_PORT || 3100)}/app.db`;

/** Far enough ahead to stay « to come » whatever the machine's clock. */
export const RACE_DAY = '2099-05-16';
export const RACE_TIME = '10:40';

export interface StartListRace {
  eventId: string;
  name: string;
  nameEn: string;
  athlete: { firstName: string; lastName: string; lane: number };
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function publishStartList(request: APIRequestContext, tag: string): Promise<StartListRace> {
  const token = await adminToken(request);
  const eventId = `e2e-start-list-${tag}`;
  const race = { id: eventId, name: `2000 m Seniors Femmes série ${tag}`, nameEn: `2000 m Senior women heat ${tag}`, date: RACE_DAY, time: RACE_TIME, category: 'SF', championshipId: 'elite', round: 'heat', lanes: 8 };
  await post(request, token, '/admin/events', race);
  const people = [
    { firstName: 'Capucine', lastName: `Lagarde${tag}`, lane: 4, status: 'entered', seedTime: '7:01.3' },
    { firstName: 'Inès', lastName: `Berthier${tag}`, lane: 3, status: 'entered', seedTime: null },
    { firstName: 'Maëlle', lastName: `Fournier${tag}`, lane: 5, status: 'scratched', seedTime: null },
  ];
  const db = new Database(databasePath);
  try {
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
      db.prepare('insert into entries (id, event_id, participant_id, crew_member_ids, seed_time, status, lane, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)').run(
        `e2e-entry-${tag}-${i}`,
        eventId,
        id,
        '[]',
        person.seedTime,
        person.status,
        person.lane,
        new Date().toISOString(),
      );
    }
    db.prepare("update events set start_list = 'published' where id = ?").run(eventId);
  } finally {
    db.close();
  }
  const bump = await request.put(`/api/admin/events/${eventId}`, { data: { time: RACE_TIME }, headers: { authorization: `Bearer ${token}` } });
  if (!bump.ok()) throw new Error(`PUT event: ${bump.status()}`);
  const [first] = people as [(typeof people)[number]];
  return { eventId, name: race.name, nameEn: race.nameEn, athlete: { firstName: first.firstName, lastName: first.lastName, lane: first.lane } };
}
