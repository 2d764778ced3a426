/**
 * The installed app's icons (packages/app/public/icons, listed in public/manifest.webmanifest), drawn from
 * the favicon (packages/app/public/favicon.svg) by Chromium and written as small indexed PNGs:
 * - icon-192.png, icon-512.png (purpose "any"): the favicon as it is, rounded corners transparent;
 * - icon-maskable-512.png and apple-touch-icon-180.png: the favicon on a full square of its own background
 *   colour, opaque, because the launcher (Android's mask, iOS's rounded square) cuts the shape itself.
 * Run it by hand after changing the favicon: node scripts/make-app-icons.mjs. The build and the tests do not
 * run it; the test packages/app/build/webManifest.test.ts checks the files against the manifest.
 */
/* global document, Image -- the function passed to page.evaluate runs in the page */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './apiPreview.mjs';

const publicDir = new URL('../packages/app/public/', import.meta.url);
const iconsDir = new URL('icons/', publicDir);

const icons = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, fullBleed: true },
];

// A maskable icon's content must sit inside the central circle of 80% of its width: launchers may cut away
// everything outside it.
const MASKABLE_SAFE_RADIUS = 0.4;

const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
// The favicon is a coloured rounded square with the mark on it: that colour fills the full-bleed icons.
const backgroundColor = /^<svg[^>]*>\s*<rect[^>]*\bfill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!backgroundColor) throw new Error('make-app-icons: favicon.svg does not start with a filled <rect>');

/** The favicon drawn at `size` pixels, as RGBA bytes; full bleed: with square corners, no transparency. */
async function render(page, size, fullBleed) {
  const shape = fullBleed ? favicon.replace(/(<rect[^>]*?)\s+rx="[^"]*"/, '$1') : favicon;
  const svg = shape.replace('<svg ', `<svg width="${size}" height="${size}" `);
  const base64 = await page.evaluate(
    async ({ svg, size }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0, size, size);
      const { data } = context.getImageData(0, 0, size, size);
      let binary = '';
      for (const byte of data) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { svg, size },
  );
  return Buffer.from(base64, 'base64');
}

/** Throws when a pixel outside the maskable safe zone is not the background colour. */
function assertInsideSafeZone(rgba, size) {
  const background = Buffer.from(backgroundColor.slice(1), 'hex');
  const centre = size / 2;
  const radius = size * MASKABLE_SAFE_RADIUS;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= radius) continue;
      const at = (y * size + x) * 4;
      if (!rgba.subarray(at, at + 3).equals(background) || rgba[at + 3] !== 255) {
        throw new Error(`make-app-icons: the mark reaches outside the maskable safe zone at (${x}, ${y})`);
      }
    }
  }
}

// A colour that covers at least this share of an icon is one of its flat colours, kept exact.
const FLAT_COLOUR_SHARE = 0.01;
// The other pixels are anti-aliased edges, mixes of two flat colours in up to 255 steps: snapped to steps of
// 16 per channel they fit a palette, and a one-pixel edge looks the same.
const EDGE_STEP = 16;

/** Each pixel's colour (RGBA as one number), edges snapped: at most a few dozen colours for a flat icon. */
function paletteColours(rgba) {
  const colours = Array.from({ length: rgba.length / 4 }, (_, pixel) => rgba.readUInt32BE(pixel * 4));
  const counts = new Map();
  for (const colour of colours) counts.set(colour, (counts.get(colour) ?? 0) + 1);
  const snap = (channel) => Math.min(255, Math.round(channel / EDGE_STEP) * EDGE_STEP);
  return colours.map((colour) => {
    if (counts.get(colour) >= colours.length * FLAT_COLOUR_SHARE) return colour;
    const [red, green, blue, alpha] = [24, 16, 8, 0].map((shift) => snap((colour >>> shift) & 0xff));
    return ((red << 24) | (green << 16) | (blue << 8) | alpha) >>> 0;
  });
}

function chunk(type, data) {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * An indexed PNG (8-bit palette, a tRNS chunk when some colour is translucent) of a square of RGBA pixels:
 * a quarter of the bytes of RGBA before compression. Each row is left unfiltered (filter type 0): the rows of
 * a flat icon repeat their runs, which deflate finds as they are (smaller here than any PNG filter).
 */
function indexedPng(rgba, size) {
  const palette = new Map();
  const rows = Buffer.alloc(size * (size + 1));
  paletteColours(rgba).forEach((colour, pixel) => {
    if (!palette.has(colour)) palette.set(colour, palette.size);
    rows[Math.floor(pixel / size) * (size + 1) + 1 + (pixel % size)] = palette.get(colour);
  });
  if (palette.size > 256) throw new Error(`make-app-icons: ${palette.size} colours do not fit a palette`);
  const colours = [...palette.keys()];
  const rgb = colours.flatMap((colour) => [colour >>> 24, (colour >>> 16) & 0xff, (colour >>> 8) & 0xff]);
  const alphas = colours.map((colour) => colour & 0xff);
  const lastTranslucent = alphas.findLastIndex((alpha) => alpha !== 255);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 3, 0, 0, 0], 8); // bit depth 8, indexed colour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(rgb)),
    ...(lastTranslucent >= 0 ? [chunk('tRNS', Buffer.from(alphas.slice(0, lastTranslucent + 1)))] : []),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(iconsDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  for (const { file, size, fullBleed, maskable } of icons) {
    const rgba = await render(page, size, fullBleed);
    if (maskable) assertInsideSafeZone(rgba, size);
    const bytes = indexedPng(rgba, size);
    writeFileSync(new URL(file, iconsDir), bytes);
    console.log(`${file}: ${size}x${size}, ${bytes.length} bytes`);
  }
} finally {
  await browser.close();
}
