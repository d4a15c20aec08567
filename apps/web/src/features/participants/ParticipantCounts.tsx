import type { PublicParticipantsPage } from '@app/contract';
import { useLocalized } from '../../lib/use-localized';
import { useChampionships } from '../championships/use-championships';
import { formatNumber } from '../../lib/format';

/** A count per championship, counted by the server over every participant whatever the filters. */
export function ParticipantCounts({ counts }: { counts: PublicParticipantsPage['counts'] | undefined }) {
  const { pick, locale } = useLocalized();
  const { championships } = useChampionships();
  const byId = new Map((counts ?? []).map((c) => [c.championshipId, c.count]));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="participant-counts">
      {championships.map((c) => (
        <li key={c.id} className="rounded-xl bg-slate-50 p-3 text-center ring-1 ring-slate-200">
          <p className="text-2xl font-black text-sky-800">{counts ? formatNumber(byId.get(c.id) ?? 0, locale) : '…'}</p>
          <p className="text-xs text-slate-800">{pick(c.name, c.nameEn)}</p>
        </li>
      ))}
    </ul>
  );
}
