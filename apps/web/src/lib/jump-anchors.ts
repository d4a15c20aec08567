/** Ids the « Aller à » links of the long pages aim at: one per day, one per championship. */
export const dayAnchor = (date: string) => `jour-${date}`;
export const championshipAnchor = (championshipId: string) => `championnat-${championshipId}`;

/**
 * The first item of each group, in the page's order, gets the group's anchor: a championship has no
 * heading of its own in a list ordered by day, so its link leads to its first race.
 */
export function firstOfEach<T extends { id: string }>(
  items: readonly T[],
  group: (item: T) => string,
  anchor: (key: string) => string,
): Map<string, string> {
  const seen = new Set<string>();
  const anchors = new Map<string, string>();
  for (const item of items) {
    const key = group(item);
    if (seen.has(key)) continue;
    seen.add(key);
    anchors.set(item.id, anchor(key));
  }
  return anchors;
}
