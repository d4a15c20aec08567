// 'Mes suivis' (issue 30): the athletes and clubs a visitor follows, kept in their browser only; the
// addresses that read them, without zod, so the stars do not construct the schemas (follows.ts) as they boot.

/** How many athletes, and how many clubs, one read or calendar file may name: a visitor's own list. */
export const MAX_FOLLOWED = 50;

/** An athlete key (`p-<id>` or a name--club slug) or a club key: letters, digits, '-' and '_'. */
export const FOLLOW_KEY = /^[\p{L}\p{N}_-]{1,200}$/u;

export const FOLLOWS_PATH = '/api/follows';

/** The REST address of the followed athletes' and clubs' races and results. */
export function followsPath(athletes: readonly string[], clubs: readonly string[]): string {
  const params = new URLSearchParams();
  if (athletes.length) params.set('athletes', athletes.join(','));
  if (clubs.length) params.set('clubs', clubs.join(','));
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `${FOLLOWS_PATH}?${query}` : FOLLOWS_PATH;
}
