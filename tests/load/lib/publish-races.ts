import { itemsOf, raw } from './http';

/** Races of the real-size programme without results yet, and how many rows a race with results has (median). */
export async function racesToPublish(baseUrl: string): Promise<{ ids: string[]; rows: number }> {
  const board = JSON.parse((await raw(`${baseUrl}/api/results/races`)).body.toString()) as {
    races: { id: string; count: number }[];
  };
  const done = new Set(board.races.map((r) => r.id));
  const counts = board.races.map((r) => r.count).sort((a, b) => a - b);
  const events = itemsOf<{ id: string }>(JSON.parse((await raw(`${baseUrl}/api/events`)).body.toString())).items;
  return { ids: events.map((e) => e.id).filter((id) => !done.has(id)), rows: counts[counts.length >> 1] ?? 8 };
}

/** Publishes a race's whole ranking as provisional (PUT /api/admin/events/{id}/results), as the venue does after a race. */
export async function publishRace(baseUrl: string, token: string, eventId: string, rows: number): Promise<void> {
  const ranking = Array.from({ length: rows }, (_, i) => ({
    rank: i + 1,
    athlete: `Athlète Banc ${eventId.slice(-4)}-${i + 1}`,
    category: 'SF',
    club: `Aviron Club ${1 + (i % 7)}`,
    time: `6:${String(10 + i).padStart(2, '0')}.${i % 10}`,
  }));
  const res = await fetch(`${baseUrl}/api/admin/events/${encodeURIComponent(eventId)}/results`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rows: ranking, resultsState: 'provisional' }),
  });
  if (res.status !== 200) throw new Error(`publishing ${eventId} answered ${res.status}: ${await res.text()}`);
}
