import type { ResultsState } from '@app/contract';
import { useText } from '../../lib/use-text';

const tones: Record<ResultsState, string> = {
  provisional: 'bg-amber-100 text-amber-900',
  official: 'bg-emerald-100 text-emerald-900',
};

/** 'Résultats provisoires' or 'Résultats officiels': a race's results are provisional until confirmed. */
export function ResultsStateBadge({ state }: { state: ResultsState }) {
  const t = useText('pages');
  return (
    <span
      className={`ml-1 inline-block rounded-full px-2 py-px text-xs font-semibold ${tones[state]}`}
      data-testid="results-state"
    >
      {t(`results.state.${state}`)}
    </span>
  );
}
