import { medalOf, type RaceResult, resultStatusLabels } from '@app/contract';
import { Medal as MedalIcon } from 'lucide-react';
import { useLocalized } from '../../lib/use-localized';
import { isFinisher } from './ranking-order';
import { useText } from '../../lib/use-text';

const colours = { 1: 'text-yellow-600', 2: 'text-slate-500', 3: 'text-orange-700' } as const;

/**
 * Ranks 1 to 3 of finishers of an A final get a medal icon and colour (spec section 2, issue 29: heats
 * and B finals are ranked, never medalled: the contract's medalOf says which); DNS, DNF and DSQ their code.
 */
export function RankCell({ result, round }: { result: Pick<RaceResult, 'rank' | 'status'>; round: string }) {
  const t = useText('pages');
  const { label } = useLocalized();
  if (!isFinisher(result)) {
    const status = resultStatusLabels[result.status];
    return (
      <abbr title={label(status)} className="font-semibold text-slate-700 no-underline" data-testid="result-status">
        <span aria-hidden="true">{status.short || '—'}</span>
        <span className="sr-only">{label(status)}</span>
      </abbr>
    );
  }
  const { rank } = result;
  const colour = medalOf({ ...result, event: { round } }) ? colours[rank as 1 | 2 | 3] : undefined;
  if (!colour) return <span className="font-semibold text-slate-800">{rank}</span>;
  return (
    <span className={`inline-flex items-center gap-1 font-bold ${colour}`}>
      <MedalIcon aria-hidden="true" className="h-5 w-5" />
      <span>{rank}</span>
      <span className="sr-only">{t(`results.medal${rank}`)}</span>
    </span>
  );
}
