/** Files the tests send as a form would, and the demo files the mocks answer with. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The local file behind a `http://localhost/demo-images/...` URL the mocks answered. */
export function demoAsset(url: string): Buffer {
  const path = url.replace(/^https?:\/\/[^/]+\/demo-images\//, '');
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '../assets', path);
  expect(existsSync(file), `${file} exists`).toBe(true);
  return readFileSync(file);
}

/** A tiny PNG as a File, as a file input would give it. */
export function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** A file that is not an image, to check the "images only" rule. */
export function textFile(name = 'notes.txt'): File {
  return new File(['not an image'], name, { type: 'text/plain' });
}
