import { describe, expect, it } from 'vitest';
import { frameModules } from './frame-chunk';

/** A module graph as Rolldown's plugin context shows it: ids and their static imports. */
function graph(edges: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] ?? [] } : null),
  };
}

describe('frameModules', () => {
  it('takes what the public frame and its split component reach, and leaves what the entry loads', () => {
    const modules = frameModules(
      graph({
        '/app/src/main.tsx': ['/app/src/lib/i18n.ts', '/app/src/router.tsx'],
        '/app/src/router.tsx': ['/app/src/routes/_public.tsx'],
        '/app/src/lib/i18n.ts': [],
        '/app/src/routes/_public.tsx': [],
        '/app/src/routes/_public.tsx?tsr-split=component': [
          '/app/src/features/layout/Header.tsx',
          '/app/src/lib/i18n.ts',
        ],
        '/app/src/features/layout/Header.tsx': ['/app/src/ui/PlainLink.tsx'],
        '/app/src/ui/PlainLink.tsx': [],
        '/app/src/routes/_public/programme.tsx': ['/app/src/ui/FilterSelect.tsx'],
        '/app/src/ui/FilterSelect.tsx': [],
      }),
    );
    expect([...modules].sort()).toEqual([
      '/app/src/features/layout/Header.tsx',
      '/app/src/routes/_public.tsx?tsr-split=component',
      '/app/src/ui/PlainLink.tsx',
    ]);
  });

  it('groups nothing when the build has no public frame', () => {
    expect(frameModules(graph({ '/app/src/main.tsx': [] })).size).toBe(0);
  });
});
