import { START_LIST_ANCHOR } from '@app/contract';
import { useText } from '../../lib/use-text';
import { PlainLink } from '../../ui/PlainLink';

/** A programme line's way to its published start list: the race page, at the start list (a plain link: a line of 120). */
export function StartListLink({ raceId, describedBy }: { raceId: string; describedBy: string }) {
  const t = useText('pages');
  return (
    <PlainLink
      href={`/resultats/${encodeURIComponent(raceId)}#${START_LIST_ANCHOR}`}
      aria-describedby={describedBy}
      className="inline-flex items-center rounded-md px-2 py-1 text-sm font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-sky-50"
      data-testid="programme-start-list"
    >
      {t('startList.open')}
    </PlainLink>
  );
}
