// Draws the installed app's icons (web app manifest) and the tab's icon from the site's favicon.svg, in
// Chromium: 48 px for the tab (a PNG: an SVG favicon is drawn by a document of its own in the page's
// process, on every page load), 192 and 512 px as the favicon is (its own rounded navy square), and a 512 px
// "maskable" one whose navy fills the whole square with the mark inside the central 80 % circle that every
// launcher mask keeps. Run again (node scripts/make-app-icons.mjs) when apps/web/public/favicon.svg changes;
// the PNGs are committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'apps/web/public/favicon.svg'), 'utf8');
const outDir = join(root, 'apps/web/public/icons');
// The favicon's own background, for the maskable icon's full bleed.
const navy = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#0b1f3a';
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'icon-48.png', size: 48, maskable: false },
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    // Maskable: the mark at 70 % of the side sits well inside the 80 % safe circle.
    const inner = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? navy : 'transparent'}">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}" alt=""></body></html>`,
    );
    writeFileSync(join(outDir, file), await page.screenshot({ omitBackground: !maskable, type: 'png' }));
    await page.close();
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
