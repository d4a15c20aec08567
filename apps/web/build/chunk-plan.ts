/*
 * Which file each public page's modules go into (issue 30, after the frame's chunk; build/route-chunks.ts runs
 * it). The automatic split cuts a lazy page's imports by the exact set of chunks that load them, back-office
 * screens included: /resultats asked for 27 small files after its route chunk (icons, Field, QueryError,
 * pdf-paths…), each a round trip on a slow network and a main-thread task on arrival (build/frame-chunk.ts).
 *
 * The plan reads a first build's chunks, which know what tree-shaking kept (the contract's and the icons'
 * barrels make the source's import graph name far more than a page runs), and regroups the modules that
 * public pages load after their own chunk:
 * - by the set of public pages that load them, the back-office ignored (it is drawn in the browser behind a
 *   sign-in, and may load a few public kilobytes it does not run);
 * - then merging two sets into one file when it saves a file to some page and costs no page more than a
 *   small budget of compressed bytes it does not run, and when it makes no two files import each other.
 */

/** What the plan needs of a first build's chunk. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  /** Its compressed size, as a phone downloads it. */
  bytes: number;
}

/** A file of the plan: the chunks it takes, the pages that load it, what it weighs. */
export interface Group {
  chunks: PlannedChunk[];
  pages: Set<string>;
  bytes: number;
}

/**
 * The plan's two trade-offs (build/route-chunks.ts sets them and says why): `budget`, the compressed bytes a
 * page may download without running them, all merges together; `fileWorth`, the compressed bytes one file
 * fewer is worth.
 */
export interface Limits {
  budget: number;
  fileWorth: number;
}

const BACK_OFFICE = /[\\/]src[\\/](routes|features)[\\/]admin[\\/]/;

function closure(chunk: PlannedChunk, byName: Map<string, PlannedChunk>): Set<PlannedChunk> {
  const seen = new Set<PlannedChunk>();
  const visit = (c: PlannedChunk) => {
    if (seen.has(c)) return;
    seen.add(c);
    for (const name of c.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(chunk);
  return seen;
}

/** A short readable name for a page's chunk: `assets/resultats_._raceId-D1x2.js` → `resultats_._raceId`. */
function pageLabel(page: string): string {
  return (page.split('/').pop() ?? page).replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** Bytes of `group` that `page` would download without running them. */
function waste(group: Group, page: string): number {
  return group.pages.has(page) ? 0 : group.bytes;
}

/**
 * Whether the files, with `a` and `b` made one, would have one importing itself through others. Merging by
 * sets of pages rarely can (a module's imports are loaded by at least its pages), but a cycle between files
 * would let a module run before one it imports.
 */
export function makesCycle(groups: Group[], a: Group, b: Group, byName: Map<string, PlannedChunk>): boolean {
  const groupOf = new Map(groups.flatMap((g) => g.chunks.map((c) => [c, g === b ? a : g] as const)));
  const state = new Map<Group, 'open' | 'done'>();
  const visit = (g: Group): boolean => {
    if (state.get(g) === 'open') return true;
    if (state.get(g) === 'done') return false;
    state.set(g, 'open');
    const chunks = g === a ? [...a.chunks, ...b.chunks] : g.chunks;
    for (const c of chunks) {
      for (const name of c.imports) {
        const target = groupOf.get(byName.get(name) as PlannedChunk);
        if (target && target !== g && visit(target)) return true;
      }
    }
    state.set(g, 'done');
    return false;
  };
  return groups.some((g) => g !== b && visit(g));
}

/** The chunks the public lazy chunks load beyond the entry's, one group per set of lazy chunks loading them. */
function groupBySet(chunks: readonly PlannedChunk[], byName: Map<string, PlannedChunk>): Group[] {
  const base = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c, byName)]));
  const lazy = chunks.filter(
    (c) => c.isDynamicEntry && !base.has(c) && !(c.facadeModuleId && BACK_OFFICE.test(c.facadeModuleId)),
  );
  const loadedBy = new Map<PlannedChunk, Set<string>>();
  for (const page of lazy) {
    for (const c of closure(page, byName)) {
      // A lazy chunk's own file, or one the entry already loads, stays where it is.
      if (c === page || base.has(c) || c.isDynamicEntry) continue;
      loadedBy.set(c, (loadedBy.get(c) ?? new Set()).add(page.fileName));
    }
  }
  const bySet = new Map<string, Group>();
  for (const [c, pages] of loadedBy) {
    const key = [...pages].sort().join('\n');
    const group = bySet.get(key) ?? { chunks: [], pages, bytes: 0 };
    group.chunks.push(c);
    group.bytes += c.bytes;
    bySet.set(key, group);
  }
  return [...bySet.values()];
}

/** The best merge left: files saved, worth more than the bytes downloaded for nothing, within each budget. */
function bestMerge(groups: Group[], spent: Map<string, number>, limits: Limits, byName: Map<string, PlannedChunk>) {
  const { budget, fileWorth } = limits;
  let best: { a: Group; b: Group; gain: number } | undefined;
  for (const [i, a] of groups.entries()) {
    for (const b of groups.slice(i + 1)) {
      const saved = [...a.pages].filter((p) => b.pages.has(p)).length;
      if (saved === 0) continue;
      const union = [...new Set([...a.pages, ...b.pages])];
      if (union.some((p) => (spent.get(p) ?? 0) + waste(a, p) + waste(b, p) > budget)) continue;
      const gain = saved * fileWorth - union.reduce((sum, p) => sum + waste(a, p) + waste(b, p), 0);
      if (gain <= 0 || (best && gain <= best.gain)) continue;
      if (!makesCycle(groups, a, b, byName)) best = { a, b, gain };
    }
  }
  return best;
}

/** For each module the public pages load after their own chunk: the name of the file it goes into. */
export function planChunks(chunks: readonly PlannedChunk[], limits: Limits): Map<string, string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  let groups = groupBySet(chunks, byName);
  const spent = new Map<string, number>();
  for (let best = bestMerge(groups, spent, limits, byName); best; best = bestMerge(groups, spent, limits, byName)) {
    const { a, b } = best;
    const pages = new Set([...a.pages, ...b.pages]);
    for (const p of pages) spent.set(p, (spent.get(p) ?? 0) + waste(a, p) + waste(b, p));
    groups = [
      ...groups.filter((g) => g !== a && g !== b),
      { chunks: [...a.chunks, ...b.chunks], pages, bytes: a.bytes + b.bytes },
    ];
  }
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const group of groups) {
    const labels = [...group.pages].map(pageLabel).sort();
    let name = labels.length <= 2 ? labels.join('~') : `${labels.slice(0, 2).join('~')}~${labels.length - 2}`;
    for (let n = 2; taken.has(name); n++) name = `${labels.join('~').slice(0, 40)}-${n}`;
    taken.add(name);
    for (const c of group.chunks) for (const id of c.moduleIds) names.set(id, `pages-${name}`);
  }
  return names;
}
