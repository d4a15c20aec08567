import { type AthleteRow, athleteKey, isAnonymousResult } from '@app/contract';
import type { ReactNode } from 'react';
import { PlainLink } from '../../ui/PlainLink';

/** An athlete's name as a link to their page: every race and result of theirs (an anonymised result has none). A plain link: tables draw them by the hundred. */
export function AthleteLink({ row, children }: { row: AthleteRow; children: ReactNode }) {
  if (isAnonymousResult(row)) return children;
  return (
    <PlainLink
      href={`/athletes/${encodeURIComponent(athleteKey(row))}`}
      className="text-sky-900 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800"
      data-testid="athlete-link"
    >
      {children}
    </PlainLink>
  );
}
