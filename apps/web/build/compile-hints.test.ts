import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksCalledOnLoad } from './compile-hints.ts';

const chunk = (name: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  [name, { type: 'chunk', fileName: name, isEntry, moduleIds, imports } as unknown as Rolldown.OutputChunk] as const;

const bundle = Object.fromEntries([
  chunk('index.js', ['/app/src/main.tsx'], ['libraries.js', 'i18n.js'], true),
  chunk('libraries.js', ['/app/node_modules/react-dom/index.js']),
  chunk('i18n.js', ['/app/src/lib/i18n.ts'], ['libraries.js']),
  chunk('_public.js', ['/app/src/routes/_public.tsx?tsr-split=component'], ['PlainLink.js']),
  chunk('PlainLink.js', ['/app/src/ui/PlainLink.tsx']),
  chunk('resultats.js', ['/app/src/routes/_public/resultats.tsx?tsr-split=component'], ['PlainLink.js']),
  chunk('schemas.js', ['/app/node_modules/zod/index.js']),
  chunk('admin.js', ['/app/src/routes/admin/index.tsx'], ['RichTextEditor.js']),
  chunk('RichTextEditor.js', ['/app/node_modules/lexical/index.js']),
]) as unknown as Rolldown.OutputBundle;

describe('chunksCalledOnLoad', () => {
  it('takes the entry, what it imports statically and the public frame, nothing a visitor may never run', () => {
    expect([...chunksCalledOnLoad(bundle)].sort()).toEqual([
      'PlainLink.js',
      '_public.js',
      'i18n.js',
      'index.js',
      'libraries.js',
    ]);
  });
});
