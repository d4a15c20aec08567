import type { Label } from './common';

// How results end and are published, without zod: the results pages show these labels and should not
// construct the results' schemas (result.ts) as they boot.

/** How a race ended for an entrant: a time, or did not start / did not finish / disqualified (no rank, no time). */
export const resultStatuses = ['finished', 'dns', 'dnf', 'dsq'] as const;
export type ResultStatus = (typeof resultStatuses)[number];
export const resultStatusLabels: Record<ResultStatus, Label & { short: string }> = {
  finished: { short: '', fr: 'Classé', en: 'Finished' },
  dns: { short: 'DNS', fr: 'Non partant', en: 'Did not start' },
  dnf: { short: 'DNF', fr: 'Abandon', en: 'Did not finish' },
  dsq: { short: 'DSQ', fr: 'Disqualifié', en: 'Disqualified' },
};
/** A race's results are published provisional, then official. */
export const resultsStates = ['provisional', 'official'] as const;
export type ResultsState = (typeof resultsStates)[number];
export const resultsStateLabels: Record<ResultsState, Label> = {
  provisional: { fr: 'Provisoires', en: 'Provisional' },
  official: { fr: 'Officiels', en: 'Official' },
};
