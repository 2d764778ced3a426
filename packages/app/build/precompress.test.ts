import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_BYTES, precompress } from './precompress';

const script = 'export const listings = [' + '"Virgin Polymers", '.repeat(400) + '];\n';
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressed files', () => {
  it('writes a .br and a .gz with the same content beside each text file, and none for small or binary files', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${script}</script>`);
    writeFileSync(join(dir, 'assets', 'abc1234.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'x'.repeat(MIN_BYTES - 1));
    writeFileSync(join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ script }));

    const summary = await precompress(dir);

    expect(summary.files).toBe(2);
    for (const file of ['index.html', 'assets/abc1234.js']) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original);
    }
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
    for (const file of ['assets/tiny.js', 'assets/font.woff2', '.vite/manifest.json'])
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
  });
});
