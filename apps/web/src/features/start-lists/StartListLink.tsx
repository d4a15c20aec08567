import { START_LIST_ANCHOR } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { useText } from '../../lib/use-text';

/** A programme line's way to its published start list: the race page, at the start list. */
export function StartListLink({ raceId, describedBy }: { raceId: string; describedBy: string }) {
  const t = useText('pages');
  return (
    <Link
      to="/resultats/$raceId"
      params={{ raceId }}
      hash={START_LIST_ANCHOR}
      aria-describedby={describedBy}
      className="inline-flex items-center rounded-md px-2 py-1 text-sm font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-sky-50"
      data-testid="programme-start-list"
    >
      {t('startList.open')}
    </Link>
  );
}
