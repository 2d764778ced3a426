import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lightColors } from '@plastihub/ui/theme';
import { describe, expect, it } from 'vitest';

const appDir = join(import.meta.dirname, '..');
const publicDir = join(appDir, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The members the app declares (the test checks their values, not only their presence). */
interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as WebManifest;
const indexHtml = new DOMParser().parseFromString(
  readFileSync(join(appDir, 'index.html'), 'utf8'),
  'text/html',
);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// PNG colour types without an alpha channel: greyscale, truecolour, indexed (opaque unless it has a tRNS chunk).
const OPAQUE_COLOUR_TYPES = [0, 2, 3];

/** What a PNG's bytes say of it: its size and colour type (IHDR) and the types of all its chunks. */
function readPng(publicPath: string) {
  const bytes = readFileSync(join(publicDir, publicPath));
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${publicPath} is a PNG`).toBe(true);
  const chunkTypes: string[] = [];
  for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    chunkTypes.push(bytes.toString('latin1', at + 4, at + 8));
  }
  expect(chunkTypes[0]).toBe('IHDR');
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    colourType: bytes[25],
    chunkTypes,
  };
}

const isOpaque = (png: ReturnType<typeof readPng>) =>
  OPAQUE_COLOUR_TYPES.includes(png.colourType ?? -1) && !png.chunkTypes.includes('tRNS');

const iconsFor = (purpose: string) => manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose);

describe('the web app manifest', () => {
  it('installs PlastiHub as a standalone app that opens at the home page', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'PlastiHub',
      short_name: 'PlastiHub',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it("describes the app as index.html's meta description does", () => {
    const description = indexHtml.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toBeTruthy();
    expect(manifest.description).toBe(description);
  });

  it("takes the light theme's primary colour for the title bar and its background for the splash screen", () => {
    expect(manifest.theme_color).toBe(lightColors.primary);
    expect(manifest.background_color).toBe(lightColors.background);
    expect(indexHtml.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      lightColors.primary,
    );
  });

  it('lists PNG icons for any use at 192 and 512 pixels, and a maskable one at 512', () => {
    expect(iconsFor('any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(iconsFor('maskable').map((icon) => icon.sizes)).toEqual(['512x512']);
    for (const icon of manifest.icons) expect(icon.type, icon.src).toBe('image/png');
  });

  it('declares each icon at the size its file has', () => {
    for (const icon of manifest.icons) {
      expect(existsSync(join(publicDir, icon.src)), `${icon.src} exists`).toBe(true);
      const { width, height } = readPng(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('gives the maskable icon a solid background for the launcher to cut', () => {
    for (const icon of iconsFor('maskable')) expect(isOpaque(readPng(icon.src)), icon.src).toBe(true);
  });
});

describe("index.html's head", () => {
  it('links the manifest', () => {
    expect(indexHtml.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it('links a 180x180 apple touch icon without transparency, as iOS wants', () => {
    const href = indexHtml.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
    expect(href).toBe('/icons/apple-touch-icon-180.png');
    const png = readPng('/icons/apple-touch-icon-180.png');
    expect([png.width, png.height]).toEqual([180, 180]);
    expect(isOpaque(png)).toBe(true);
  });
});
