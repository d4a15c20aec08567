import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMark } from './LogoMark';

/** The shapes inside an <svg>, written the same way whoever wrote them (self-closing, no spaces between). */
const shapes = (svg: string) =>
  /<svg[^>]*>([\s\S]*)<\/svg>/
    .exec(svg)?.[1]
    ?.replace(/><\/(rect|path|circle)>/g, '/>')
    .replace(/>\s+</g, '><')
    .trim();

describe('the header mark', () => {
  it('draws the same shapes as public/favicon.svg, from which the tab and app icons are made', () => {
    const favicon = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');
    const mark = renderToStaticMarkup(<LogoMark className="h-9 w-9" />);
    expect(shapes(favicon)).toMatch(/^<rect .*<circle .*\/>$/);
    expect(shapes(mark)).toBe(shapes(favicon));
    expect(mark).toContain('aria-hidden="true"');
  });
});
