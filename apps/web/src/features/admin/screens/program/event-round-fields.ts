import { DEFAULT_LANES, MAX_LANES, type ProgrammeEvent, raceRoundLabels, raceRounds } from '@app/contract';
import type { FieldDef, FormValues } from '../../crud/field-types';
import { int, optional, text } from '../../crud/form-values';

// The event form's race organisation (issue 29, item 2): the round, the race group its rounds share,
// the ergometers, and how entrants reach it from an earlier round (the progression).

type Label = (l: { fr: string; en: string }) => string;
type T = (key: string) => string;

export const roundFormEmpty: FormValues = { round: 'final_a', raceGroup: '', lanes: String(DEFAULT_LANES), progressionFrom: '', progressionPlaces: '', progressionTimes: '' };

export const roundToForm = (e: ProgrammeEvent): FormValues => ({
  round: e.round,
  raceGroup: e.raceGroup ?? '',
  lanes: String(e.lanes),
  progressionFrom: e.progression?.from ?? '',
  progressionPlaces: e.progression ? String(e.progression.places) : '',
  progressionTimes: e.progression ? String(e.progression.times) : '',
});

/** No « from » round: no progression (a first round). */
export const roundInput = (v: FormValues) => ({
  round: text(v, 'round'),
  raceGroup: optional(v, 'raceGroup'),
  lanes: int(v, 'lanes'),
  progression: text(v, 'progressionFrom') ? { from: text(v, 'progressionFrom'), places: int(v, 'progressionPlaces'), times: int(v, 'progressionTimes') } : null,
});

export function roundFields(t: T, label: Label): FieldDef[] {
  const rounds = raceRounds.map((r) => ({ value: r, label: label(raceRoundLabels[r]) }));
  return [
    { name: 'round', label: t('draw.round'), kind: 'select', required: true, options: rounds },
    { name: 'raceGroup', label: t('draw.raceGroup'), kind: 'text', hint: t('draw.raceGroupHint') },
    { name: 'lanes', label: t('draw.lanes'), kind: 'number', required: true, min: 1, step: '1', hint: `1 – ${MAX_LANES}` },
    { name: 'progressionFrom', label: t('draw.progressionFrom'), kind: 'select', placeholder: t('draw.noProgression'), options: rounds },
    { name: 'progressionPlaces', label: t('draw.progressionPlaces'), kind: 'number', min: 0, step: '1' },
    { name: 'progressionTimes', label: t('draw.progressionTimes'), kind: 'number', min: 0, step: '1' },
  ];
}
