import { describe, expect, it } from 'vitest';
import { centreOutLanes, type DrawEntrant, drawHeats } from './draw';

const entrant = (id: string, seedSeconds: number | null): DrawEntrant => ({ id, seedSeconds, tieBreak: id });

describe('the draw', () => {
  it('fills lanes from the centre out', () => {
    expect(centreOutLanes(8)).toEqual([4, 5, 3, 6, 2, 7, 1, 8]);
    expect(centreOutLanes(5)).toEqual([3, 4, 2, 5, 1]);
    expect(centreOutLanes(1)).toEqual([1]);
  });

  it('puts the best seed in the centre lane and those without a time last', () => {
    const outcome = drawHeats(
      [entrant('slow', 420), entrant('none', null), entrant('fast', 380), entrant('mid', 400)],
      [{ lanes: 8 }],
    );
    if (!('seats' in outcome)) throw new Error(outcome.error);
    const lane = Object.fromEntries(outcome.seats.map((s) => [s.id, s.lane]));
    expect(lane).toEqual({ fast: 4, mid: 5, slow: 3, none: 6 });
  });

  it('spreads seeds over the heats in a serpentine, heat sizes within one', () => {
    const field = Array.from({ length: 13 }, (_, i) => entrant(`e${String(i + 1).padStart(2, '0')}`, 400 + i));
    const outcome = drawHeats(field, [{ lanes: 6 }, { lanes: 6 }, { lanes: 6 }]);
    if (!('seats' in outcome)) throw new Error(outcome.error);
    const heatOf = Object.fromEntries(outcome.seats.map((s) => [s.id, s.heat]));
    expect([heatOf.e01, heatOf.e02, heatOf.e03, heatOf.e04, heatOf.e05, heatOf.e06, heatOf.e07]).toEqual([
      0, 1, 2, 2, 1, 0, 0,
    ]);
    const sizes = [0, 1, 2].map((h) => outcome.seats.filter((s) => s.heat === h).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    for (const h of [0, 1, 2]) {
      const lanes = outcome.seats.filter((s) => s.heat === h).map((s) => s.lane);
      expect(new Set(lanes).size).toBe(lanes.length);
      expect(Math.max(...lanes)).toBeLessThanOrEqual(6);
    }
  });

  it('never exceeds the lanes available, and says so', () => {
    const field = Array.from({ length: 9 }, (_, i) => entrant(`e${i}`, 400 + i));
    expect(drawHeats(field, [{ lanes: 4 }, { lanes: 4 }])).toEqual({
      error: 'Pas assez de couloirs : 9 inscrits pour 8 couloirs (2 série(s))',
    });
    const uneven = drawHeats(field.slice(0, 7), [{ lanes: 2 }, { lanes: 5 }]);
    if (!('seats' in uneven)) throw new Error(uneven.error);
    expect(uneven.seats.filter((s) => s.heat === 0)).toHaveLength(2);
    expect(uneven.seats.filter((s) => s.heat === 1)).toHaveLength(5);
  });
});
