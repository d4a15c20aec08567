import { INVALID_INPUT } from '@app/contract';

interface IssueLike {
  path?: readonly PropertyKey[];
  message: string;
}

/** One readable French sentence for a refused input: the first problem, named by its field. */
export function formatIssues(issues: readonly IssueLike[] | undefined): string {
  const first = issues?.[0];
  if (!first) return INVALID_INPUT;
  const field = (first.path ?? []).map(String).join('.');
  return field ? `${INVALID_INPUT} : ${field} — ${first.message}` : `${INVALID_INPUT} : ${first.message}`;
}
