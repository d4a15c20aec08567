import { describe, expect, it } from 'vitest';
import { markPureDeclarations } from './pure-declarations';

describe('markPureDeclarations', () => {
  const source = [
    "import { z } from 'zod';",
    "export const rounds = ['heat', 'final'];",
    'export const label = `x`;',
    "export const roundSchema = z.enum(rounds).default('heat');",
    'const fields = { name: z.string().max(10) }, limit = 3;',
    'export const formSchema = z.object(fields);',
    'export const twice = (n) => n * 2;',
    'z.config({});',
  ].join('\n');
  const out = markPureDeclarations(source);

  it('wraps each computed top-level value in a pure call, evaluated in place', () => {
    expect(out).toContain("export const roundSchema = /* @__PURE__ */ (() => (z.enum(rounds).default('heat')))();");
    expect(out).toContain('const fields = /* @__PURE__ */ (() => ({ name: z.string().max(10) }))(), limit = 3;');
    expect(out).toContain('export const formSchema = /* @__PURE__ */ (() => (z.object(fields)))();');
  });

  it('leaves plain values, functions and statements as written', () => {
    expect(out).toContain("export const rounds = ['heat', 'final'];");
    expect(out).toContain('export const label = `x`;');
    expect(out).toContain('export const twice = (n) => n * 2;');
    expect(out).toContain('\nz.config({});');
  });

  it('computes the same values', () => {
    const run = (code: string) => {
      const z = {
        enum: (values: string[]) => ({ default: (d: string) => ({ values, d }) }),
        string: () => ({ max: (n: number) => ({ max: n }) }),
        object: (shape: unknown) => ({ shape }),
        config: () => undefined,
      };
      const body = code.replace(/^import .*$/m, '').replace(/export /g, '');
      return new Function('z', `${body}\nreturn { roundSchema, formSchema, limit };`)(z);
    };
    expect(run(out)).toEqual(run(source));
  });
});
