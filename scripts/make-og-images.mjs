// Draws the shared-link images (Open Graph, Twitter, the event's structured data), 1200×630 PNG, from an
// HTML design in the colours of the site's hero: one for the event, one per default championship.
// Run again (pnpm og:images) when the event's name, dates, venue or championships change. Chromium's
// screenshots weigh 250-350 kB; reduced to 256 colours (a dark gradient needs no more), they fall
// well under the 150 kB that keeps a shared link quick to preview.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/og');
const idsFile = join(root, 'apps/web/src/features/seo/og-images.gen.ts');
const WIDTH = 1200;
const HEIGHT = 630;

const load = (path) => tsImport(join(root, path), import.meta.url);
const { site, defaultSiteSettings } = await load('packages/contract/src/index.ts');
const { defaultChampionships } = await load('packages/db/src/seed/defaults.ts');
const { championshipTheme } = await load('apps/web/src/features/championships/championship-theme.ts');

// The site's colours by Tailwind name: its own theme (styles.css) first, then Tailwind's palette.
const themeColours = new Map();
for (const file of ['node_modules/tailwindcss/theme.css', 'src/styles.css']) {
  const css = readFileSync(join(root, 'apps/web', file), 'utf8');
  for (const [, name, value] of css.matchAll(/--color-([a-z]+-\d+):\s*([^;]+);/g)) themeColours.set(name, value.trim());
}
const colour = (name) => {
  const value = themeColours.get(name);
  if (!value) throw new Error(`Couleur inconnue : ${name}`);
  return value;
};
/** 'from-sky-700 to-blue-900' (a championship card's classes) as CSS colours. */
const gradientStops = (classes) => classes.split(/\s+/).map((c) => colour(c.replace(/^(from|via|to)-/, '')));

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const titleImage = `data:image/svg+xml;base64,${readFileSync(join(root, 'apps/web/public/hero-title.svg')).toString('base64')}`;
const town = defaultSiteSettings.venue.city.replace(/^\d{5}\s+/, '');
const venue = `${defaultSiteSettings.venue.name}, ${town}`;

function page({ stops, highlight, kicker, title, accent, dates }) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; color: #fff;
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif;
    background: linear-gradient(to bottom right, ${stops.join(', ')}); }
  main { display: flex; align-items: center; justify-content: space-between; gap: 48px; height: 100%; padding: 72px 80px; }
  .kicker { font-size: 26px; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: ${highlight}; }
  h1 { margin-top: 20px; font-size: 68px; line-height: 1.08; font-weight: 900; }
  h1 span { display: block; color: ${highlight}; }
  .facts { margin-top: 40px; display: flex; flex-direction: column; gap: 14px; font-size: 32px; color: ${colour('slate-100')}; }
  .facts b { color: ${highlight}; margin-right: 14px; }
  img { width: 300px; height: 300px; flex-shrink: 0; filter: drop-shadow(0 20px 30px rgb(0 0 0 / 0.35)); }
  footer { position: absolute; left: 0; right: 0; bottom: 0; height: 12px; background: ${colour('cyan-400')}; }
</style></head><body><main>
  <div>
    <p class="kicker">${escapeHtml(kicker)}</p>
    <h1>${escapeHtml(title)}${accent ? `<span>${escapeHtml(accent)}</span>` : ''}</h1>
    <div class="facts"><p><b>Dates</b>${escapeHtml(dates)}</p><p><b>Lieu</b>${escapeHtml(venue)}</p></div>
  </div>
  <img src="${titleImage}" alt="">
</main><footer></footer></body></html>`;
}

// The hero's own title split: the edition year on a line of its own, in cyan.
const [, eventTitle, year] = /^(.*?)\s*(\d{4})$/.exec(site.name) ?? [null, site.name, ''];
const images = [
  {
    file: 'evenement.png',
    html: page({
      stops: [colour('navy-950'), colour('navy-900'), colour('sky-900')],
      highlight: colour('cyan-300'),
      kicker: `${town} · Aviron indoor`,
      title: eventTitle,
      accent: year,
      dates: site.datesLabel.fr,
    }),
  },
  ...defaultChampionships.map((c) => ({
    file: `${c.id}.png`,
    // Cyan would be lost on the amber or orange of some championships: their highlights are white.
    html: page({
      stops: gradientStops(championshipTheme(c.id).card),
      highlight: '#fff',
      kicker: site.name,
      title: c.name,
      dates: c.dates,
    }),
  })),
];

// PNG reading and writing, just what Chromium's 8-bit RGB(A) screenshots and a palette image need.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** The pixels of a non-interlaced 8-bit RGB or RGBA PNG, as RGB triples. */
function decodePng(png) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0 || (data[9] !== 2 && data[9] !== 6)) throw new Error('PNG inattendu');
      channels = data[9] === 6 ? 4 : 3;
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x];
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter];
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.copy(rgb, i * 3, i * channels, i * channels + 3);
  return { width, height, rgb };
}

/** Median cut: 256 colours that follow where the pixels are (most of them in the gradient). */
function palette(rgb) {
  const counts = new Map();
  for (let i = 0; i < rgb.length; i += 3) {
    const key = (rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const channel = (key, c) => (key >> (16 - 8 * c)) & 0xff;
  const spread = (box) => {
    let best = { c: 0, range: -1 };
    for (let c = 0; c < 3; c += 1) {
      const values = box.map((key) => channel(key, c));
      const range = Math.max(...values) - Math.min(...values);
      if (range > best.range) best = { c, range };
    }
    return best;
  };
  const weight = (box) => box.reduce((sum, key) => sum + counts.get(key), 0);
  let boxes = [[...counts.keys()]];
  while (boxes.length < 256) {
    const splittable = boxes.filter((box) => box.length > 1);
    if (splittable.length === 0) break;
    const box = splittable.reduce((a, b) => (spread(a).range * weight(a) >= spread(b).range * weight(b) ? a : b));
    const { c } = spread(box);
    box.sort((a, b) => channel(a, c) - channel(b, c));
    let half = weight(box) / 2;
    let cut = 1;
    for (; cut < box.length - 1; cut += 1) {
      half -= counts.get(box[cut - 1]);
      if (half <= 0) break;
    }
    boxes = boxes.filter((b) => b !== box).concat([box.slice(0, cut), box.slice(cut)]);
  }
  return boxes.map((box) => {
    const total = weight(box);
    return [0, 1, 2].map((c) =>
      Math.round(box.reduce((sum, key) => sum + channel(key, c) * counts.get(key), 0) / total),
    );
  });
}

/** The image as an 8-bit palette PNG. */
function encodePalettePng({ width, height, rgb }) {
  const colours = palette(rgb);
  const nearest = new Map();
  const indexOf = (r, g, b) => {
    const key = (r << 16) | (g << 8) | b;
    let index = nearest.get(key);
    if (index === undefined) {
      let best = Number.POSITIVE_INFINITY;
      colours.forEach(([pr, pg, pb], i) => {
        const d = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
        if (d < best) [best, index] = [d, i];
      });
      nearest.set(key, index);
    }
    return index;
  };
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      rows[y * (width + 1) + 1 + x] = indexOf(rgb[i], rgb[i + 1], rgb[i + 2]);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(colours.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  for (const image of images) {
    await tab.setContent(image.html, { waitUntil: 'load' });
    const path = join(outDir, image.file);
    writeFileSync(path, encodePalettePng(decodePng(await tab.screenshot({ type: 'png' }))));
    console.log(`${image.file} ${Math.round(statSync(path).size / 1024)} ko`);
  }
} finally {
  await browser.close();
}

const ids = defaultChampionships.map((c) => `'${c.id}'`).join(', ');
writeFileSync(
  idsFile,
  `// Written by scripts/make-og-images.mjs (pnpm og:images): the championships drawn with their own image.\nexport const championshipImageIds: ReadonlySet<string> = new Set([${ids}]);\n`,
);
