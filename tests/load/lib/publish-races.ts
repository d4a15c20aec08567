import { raw } from './http';

/**
 * `count` races of the real-size set made ready to publish: the last ones of the board, their results
 * cleared first (the real-size set has results in every race), as on the morning of a results day; and how
 * many rows a race with results has (median), the size each is then published with.
 */
export async function racesToPublish(
  baseUrl: string,
  token: string,
  count: number,
): Promise<{ ids: string[]; rows: number }> {
  const board = JSON.parse((await raw(`${baseUrl}/api/results/races`)).body.toString()) as {
    races: { id: string; count: number }[];
  };
  const counts = board.races.map((r) => r.count).sort((a, b) => a - b);
  const ids = board.races.slice(-count).map((r) => r.id);
  if (ids.length < count) throw new Error(`only ${ids.length} races with results to publish again`);
  for (const id of ids) await putRanking(baseUrl, token, id, { rows: [] });
  return { ids, rows: counts[counts.length >> 1] ?? 8 };
}

async function putRanking(baseUrl: string, token: string, eventId: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}/api/admin/events/${encodeURIComponent(eventId)}/results`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`ranking of ${eventId} answered ${res.status}: ${await res.text()}`);
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
  await putRanking(baseUrl, token, eventId, { rows: ranking, resultsState: 'provisional' });
}
