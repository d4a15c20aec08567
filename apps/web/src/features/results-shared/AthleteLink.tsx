import { type AthleteRow, athleteKey, isAnonymousResult } from '@app/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** An athlete's name as a link to their page: every race and result of theirs (an anonymised result has none). */
export function AthleteLink({ row, children }: { row: AthleteRow; children: ReactNode }) {
  if (isAnonymousResult(row)) return children;
  return (
    <Link
      to="/athletes/$key"
      params={{ key: athleteKey(row) }}
      className="text-sky-900 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800"
      data-testid="athlete-link"
    >
      {children}
    </Link>
  );
}
