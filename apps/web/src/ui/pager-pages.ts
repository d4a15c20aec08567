/**
 * The page numbers a pager offers: the first, the last, and those around the current one, with a gap
 * where pages are left out ('…'). 60 pages at the real size: 1 … 29 30 31 … 60, every page two taps away.
 */
export function pagerPages(current: number, count: number): (number | 'gap')[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  const pages = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const page of pages) {
    const last = items.at(-1);
    if (typeof last === 'number' && page - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
