import { describe, expect, it } from 'vitest';
import { makesCycle, type PlannedChunk, planChunks } from './chunk-plan';

/** A first build's chunk: its file, its modules, what it imports, its compressed bytes. */
function chunk(fileName: string, options: Partial<PlannedChunk> = {}): PlannedChunk {
  return {
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [`/app/src/${fileName}.ts`],
    imports: [],
    bytes: 100,
    ...options,
  };
}

const page = (name: string, imports: string[]) =>
  chunk(name, { isDynamicEntry: true, facadeModuleId: `/app/src/routes/_public/${name}.tsx`, imports });

/** The files the plan makes, as sets of the first build's chunks. */
function files(plan: Map<string, string>): string[][] {
  const byName = new Map<string, string[]>();
  for (const [id, name] of plan)
    byName.set(name, [...(byName.get(name) ?? []), id.replace(/^\/app\/src\/|\.ts$/g, '')]);
  return [...byName.values()].map((ids) => ids.sort()).sort();
}

// The build's own trade-offs (build/route-chunks.ts).
const limits = { budget: 1500, fileWorth: 1000 };

describe('planChunks', () => {
  it("merges what two pages share into one file, and leaves the entry's chunks and the pages' own", () => {
    const chunks = [
      chunk('index', { isEntry: true, imports: ['libraries'] }),
      chunk('libraries'),
      page('resultats', ['index', 'Field', 'QueryError']),
      page('inscrits', ['index', 'Field', 'QueryError']),
      chunk('Field', { imports: ['libraries'] }),
      chunk('QueryError'),
    ];
    expect(files(planChunks(chunks, limits))).toEqual([['Field', 'QueryError']]);
  });

  it('puts together what the same pages load even when the back-office shares part of it', () => {
    const chunks = [
      chunk('index', { isEntry: true }),
      page('resultats', ['radio', 'medal-sort']),
      chunk('dashboard', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/routes/admin/dashboard.tsx',
        imports: ['radio'],
      }),
      chunk('radio'),
      chunk('medal-sort'),
    ];
    expect(files(planChunks(chunks, limits))).toEqual([['medal-sort', 'radio']]);
  });

  it('makes no page download more than the budget of bytes it does not run', () => {
    const chunks = [
      chunk('index', { isEntry: true }),
      page('a', ['shared', 'big']),
      page('b', ['shared']),
      chunk('shared', { bytes: 100 }),
      chunk('big', { bytes: 5000 }),
    ];
    // Merged, `b` would download `big` for nothing.
    expect(files(planChunks(chunks, limits))).toEqual([['big'], ['shared']]);
  });

  it('merges a small file into its neighbour when a few bytes save a request to each page', () => {
    const chunks = [
      chunk('index', { isEntry: true }),
      page('a', ['shared', 'small']),
      page('b', ['shared']),
      page('c', ['shared', 'small']),
      chunk('shared', { bytes: 800 }),
      chunk('small', { bytes: 150 }),
    ];
    expect(files(planChunks(chunks, limits))).toEqual([['shared', 'small']]);
  });

  it('sees when one file made of two would import itself through a third', () => {
    // x imports y, which imports z: x and z in one file would import y and be imported by it.
    const x = chunk('x', { imports: ['y'] });
    const y = chunk('y', { imports: ['z'] });
    const z = chunk('z');
    const group = (c: PlannedChunk) => ({ chunks: [c], pages: new Set(['a']), bytes: c.bytes });
    const [gx, gy, gz] = [group(x), group(y), group(z)];
    const byName = new Map([x, y, z].map((c) => [c.fileName, c]));
    expect(makesCycle([gx, gy, gz], gx, gz, byName)).toBe(true);
    expect(makesCycle([gx, gy, gz], gx, gy, byName)).toBe(false);
  });
});
