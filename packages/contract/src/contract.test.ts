import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cases } from './contract-cases';
import {
  championshipCreateInput,
  eventTypeCreateInput,
  officialDocumentCreateInput,
  partnerCreateInput,
} from './index';

/** Asserts the schema refuses `input` with a French message mentioning `pattern`. */
function refuses(schema: z.ZodType, input: unknown, pattern: RegExp) {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  if (!result.success) {
    const messages = result.error.issues.map((i) => i.message).join(' | ');
    expect(messages).toMatch(pattern);
    expect(messages).not.toMatch(/\b(Invalid|Required|expected|received)\b/);
  }
}

describe('contract schemas', () => {
  for (const c of cases) {
    describe(c.name, () => {
      it('accepts a valid example', () => {
        const result = c.schema.safeParse(c.valid);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      });
      for (const [patch, pattern] of c.invalid) {
        it(`refuses ${JSON.stringify(patch)} in French`, () => refuses(c.schema, { ...c.valid, ...patch }, pattern));
      }
    });
  }

  it('applies the defaults of spec section 3', () => {
    expect(partnerCreateInput.parse({ name: 'X', logo: '/uploads/x.png' })).toMatchObject({
      level: 'OFFICIAL',
      order: 0,
      website: null,
    });
    expect(
      eventTypeCreateInput.parse({ id: 'relais', name: 'R', nameEn: 'R', description: 'd', descriptionEn: 'd' }),
    ).toMatchObject({
      color: 'gray',
      active: true,
      order: 0,
    });
    expect(
      officialDocumentCreateInput.parse({
        title: 't',
        titleEn: 't',
        description: 'd',
        descriptionEn: 'd',
        category: 'forms',
        fileName: 'a.pdf',
        fileUrl: '/uploads/a.pdf',
        fileSize: 1,
      }),
    ).toMatchObject({ icon: 'FileText', color: 'gray', order: 0 });
    expect(
      championshipCreateInput.parse({
        id: 'a',
        name: 'n',
        nameEn: 'n',
        dates: 'd',
        description: 'd',
        descriptionEn: 'd',
        categories: ['A', '', ' B '],
      }).categories,
    ).toEqual(['A', 'B']);
  });
});
