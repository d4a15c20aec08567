import type { ResultsState } from '@app/contract';
import type { TFunction } from 'i18next';
import { useText } from '../../lib/use-text';

const tones: Record<ResultsState, string> = {
  provisional: 'bg-amber-100 text-amber-900',
  official: 'bg-emerald-100 text-emerald-900',
};

/** 'Résultats provisoires' or 'Résultats officiels': a race's results are provisional until confirmed. */
export function ResultsStateBadge({ state }: { state: ResultsState }) {
  return <ResultsStateTag state={state} t={useText('pages')} />;
}

/** The same badge in a line drawn by the hundred, with its list's texts (no hook of its own). */
export function ResultsStateTag({ state, t }: { state: ResultsState; t: TFunction }) {
  return (
    <span
      className={`ml-1 inline-block rounded-full px-2 py-px text-xs font-semibold ${tones[state]}`}
      data-testid="results-state"
    >
      {t(`results.state.${state}`)}
    </span>
  );
}
