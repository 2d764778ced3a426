import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * A `.br` and a `.gz` beside each text file of the build, compressed once at the highest levels (Brotli 11, gzip 9)
 * so the server sends them as they are (nginx `brotli_static` / `gzip_static`) instead of compressing each answer
 * on the fly at a lower level. Run last: it compresses what the other steps wrote (index.html, sw.js).
 */

/** Types that compress; pictures and fonts come compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this a file fits in the first packets anyway. */
export const MIN_BYTES = 1024;
/** Folders the server does not serve (siteRules.ts BUILD_FILES). */
const SKIPPED_DIRS = new Set(['.vite', 'nginx']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

export interface CompressionSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function precompress(outDir: string): Promise<CompressionSummary> {
  const files = filesUnder(outDir).filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES,
  );
  const summary: CompressionSummary = { files: files.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      summary.bytes += content.length;
      summary.brotliBytes += br.length;
      summary.gzipBytes += gz.length;
    }),
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${summary.files} files in ${relative(process.cwd(), outDir)}: ${kb(summary.bytes)}, ` +
      `${kb(summary.brotliBytes)} brotli, ${kb(summary.gzipBytes)} gzip`,
  );
  return summary;
}
