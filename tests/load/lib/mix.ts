import { type CannonRequest, cannon, concurrent, type Figures, type Times } from './cannon';
import { itemsOf, raw } from './http';

export interface MixRun {
  connections: number;
  share: number;
  rounds: number;
  figures: Figures;
  acknowledged: number;
  stored: number;
}

let n = 0;
// Each post is a distinct submission (its own e-mail), so that "stored" can count them afterwards.
const POSTS: CannonRequest[] = [
  {
    method: 'POST',
    path: '/api/contact',
    body: () => {
      n += 1;
      return JSON.stringify({
        name: 'Visiteur Bench',
        email: `bench-${n}@example.org`,
        subject: 'Horaires',
        category: 'autre',
        message: 'À quelle heure commencent les finales ?',
        consent: true,
      });
    },
  },
  {
    method: 'POST',
    path: '/api/volunteers',
    body: () => {
      n += 1;
      return JSON.stringify({
        firstName: 'Bench',
        lastName: `Bénévole ${n}`,
        email: `bench-${n}@example.org`,
        role: 'accueil',
        availability: ['friday-morning'],
        motivation: 'Aider le jour des résultats.',
      });
    },
  },
];

/** The visit repeated so that the two posts make about `share` of the requests. */
export function mixWith(
  visit: CannonRequest[],
  share: number,
): { mix: CannonRequest[]; rounds: number; share: number } {
  if (share === 0) return { mix: visit, rounds: 1, share: 0 };
  const rounds = Math.max(1, Math.round((POSTS.length / share - POSTS.length) / visit.length));
  const mix: CannonRequest[] = [];
  for (let i = 0; i < rounds; i += 1) mix.push(...visit);
  mix.push(...POSTS);
  return { mix, rounds, share: POSTS.length / mix.length };
}

/**
 * Bench posts found through the admin API, searched, whatever the answer's shape: a page ({ items,
 * total }) is counted by its total; a plain array is read window after window (limit/offset) until a
 * window brings nothing new, as lists at size cap what one answer holds.
 */
export async function storedPosts(baseUrl: string, token: string): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  let count = 0;
  for (const list of ['/api/admin/messages', '/api/admin/volunteers']) {
    const emails = new Set<string>();
    for (let offset = 0; ; offset += 500) {
      const answer = await raw(`${baseUrl}${list}?search=bench-&limit=500&offset=${offset}`, { headers: auth });
      if (answer.status !== 200) throw new Error(`${list} answered ${answer.status}`);
      const json = JSON.parse(answer.body.toString()) as unknown;
      const { items, total } = itemsOf<{ email: string }>(json);
      const ours = items.filter((m) => m.email.startsWith('bench-'));
      if (!Array.isArray(json) && ours.length === items.length) {
        emails.clear();
        count += total;
        break;
      }
      const before = emails.size;
      for (const m of ours) emails.add(m.email);
      if (items.length < 500 || emails.size === before) break;
    }
    count += emails.size;
  }
  return count;
}

/** Groups of connections, each starting the mix at its own place (see spreadLoad). */
export const MIX_GROUPS = 20;

/**
 * `connections` shared out evenly over `urls` (the processes of one site), in groups on each that start
 * `mix` at evenly spaced places in it: every connection sends the same sequence round and round, and a
 * round is long (about 40 requests for 5 % posts), so were they all to start at its beginning, every post
 * of the run would arrive in one burst at the end of the first round, or none at all in a short run.
 * Figures for all the connections (latencies over every response) and for each URL.
 */
export async function spreadLoad(
  urls: string[],
  mix: CannonRequest[],
  connections: number,
  seconds: number,
): Promise<{ all: Figures; each: Figures[] }> {
  const groups = Math.min(MIX_GROUPS, Math.floor(connections / urls.length));
  const times: Times = { all: [], posts: [] };
  const each = await Promise.all(
    urls.map(async (url, u) => {
      const share = Math.floor(((u + 1) * connections) / urls.length) - Math.floor((u * connections) / urls.length);
      const own: Times = { all: [], posts: [] };
      const runs = await Promise.all(
        Array.from({ length: groups }, (_, g) => {
          const at = Math.floor((g * mix.length) / groups);
          const size = Math.floor(((g + 1) * share) / groups) - Math.floor((g * share) / groups);
          return cannon(url, [...mix.slice(at), ...mix.slice(0, at)], size, seconds, own);
        }),
      );
      times.all.push(...own.all);
      times.posts.push(...own.posts);
      return concurrent(runs, own);
    }),
  );
  return { all: concurrent(each, times), each };
}

/** One closed-loop run of the mix; "stored" is counted before and after through the admin API. */
export async function runMix(
  baseUrl: string,
  token: string,
  visit: CannonRequest[],
  connections: number,
  wanted: number,
  seconds: number,
): Promise<MixRun> {
  const { mix, rounds, share } = mixWith(visit, wanted);
  const before = await storedPosts(baseUrl, token);
  const figures = (await spreadLoad([baseUrl], mix, connections, seconds)).all;
  // Posts still in flight when the run stops are answered after it: let them land before counting.
  await new Promise((r) => setTimeout(r, 1000));
  const after = await storedPosts(baseUrl, token);
  return { connections, share, rounds, figures, acknowledged: figures.statuses['201'] ?? 0, stored: after - before };
}
