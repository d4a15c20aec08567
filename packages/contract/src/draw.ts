// The draw (issue 29, item 3): pure, so the back-office, the REST path and the event seed share one rule.

/** Lanes from the centre out: the best seed rows in the middle (8 lanes: 4, 5, 3, 6, 2, 7, 1, 8). */
export function centreOutLanes(lanes: number): number[] {
  const order: number[] = [];
  const centre = Math.ceil(lanes / 2);
  for (let step = 0; order.length < lanes; step += 1) {
    const below = centre - step;
    const above = centre + step + 1;
    if (below >= 1) order.push(below);
    if (above <= lanes && order.length < lanes) order.push(above);
  }
  return order;
}

export interface DrawEntrant {
  id: string;
  /** Seed time in seconds; null: no time, drawn after every seeded entrant. */
  seedSeconds: number | null;
  /** Stable tie-break among equal or missing seeds (entry date, then id). */
  tieBreak: string;
}
export interface DrawSeat {
  id: string;
  /** Index into the heats given. */
  heat: number;
  lane: number;
}
export type DrawOutcome = { seats: DrawSeat[] } | { error: string };

/** Fastest first; entrants without a seed time last; equal seeds by their tie-break. */
export const bySeed = (a: DrawEntrant, b: DrawEntrant): number => {
  if (a.seedSeconds !== b.seedSeconds) {
    if (a.seedSeconds === null) return 1;
    if (b.seedSeconds === null) return -1;
    return a.seedSeconds - b.seedSeconds;
  }
  return a.tieBreak < b.tieBreak ? -1 : a.tieBreak > b.tieBreak ? 1 : 0;
};

/**
 * Seeds entrants into heats the way rowing draws do: by seed rank, in a serpentine over the heats
 * (1, 2, 3, 3, 2, 1…) so that every heat gets its share of fast and slow entrants and heat sizes differ
 * by one at most; in each heat the best seed takes the centre lane. Never more entrants than lanes.
 */
export function drawHeats(entrants: readonly DrawEntrant[], heats: readonly { lanes: number }[]): DrawOutcome {
  const capacity = heats.reduce((sum, h) => sum + h.lanes, 0);
  if (heats.length === 0) return { error: 'Aucune série pour cette épreuve' };
  if (entrants.length > capacity) {
    return {
      error: `Pas assez de couloirs : ${entrants.length} inscrits pour ${capacity} couloirs (${heats.length} série(s))`,
    };
  }
  const ranked = [...entrants].sort(bySeed);
  const members: DrawEntrant[][] = heats.map(() => []);
  let heat = 0;
  let direction = 1;
  for (const entrant of ranked) {
    // Skip heats that are already full (heats may offer different numbers of ergometers).
    let guard = 0;
    while (
      (members[heat] as DrawEntrant[]).length >= (heats[heat] as { lanes: number }).lanes &&
      guard < heats.length * 2
    ) {
      [heat, direction] = nextHeat(heat, direction, heats.length);
      guard += 1;
    }
    (members[heat] as DrawEntrant[]).push(entrant);
    [heat, direction] = nextHeat(heat, direction, heats.length);
  }
  const seats: DrawSeat[] = [];
  for (const [index, group] of members.entries()) {
    const lanes = centreOutLanes((heats[index] as { lanes: number }).lanes);
    for (const [rank, entrant] of group.entries())
      seats.push({ id: entrant.id, heat: index, lane: lanes[rank] as number });
  }
  return { seats };
}

function nextHeat(heat: number, direction: number, count: number): [number, number] {
  if (count === 1) return [0, direction];
  const next = heat + direction;
  // Serpentine: the last heat takes two in a row, then the draw comes back.
  if (next >= count) return [count - 1, -1];
  if (next < 0) return [0, 1];
  return [next, direction];
}
