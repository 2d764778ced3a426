import { describe, expect, it, vi } from 'vitest';
import { canWebShare, copyToClipboard, isShareCancelled, whatsAppShareHref } from './shareLinks';

const data = { title: 'Repol H110MA', url: 'https://plastihub.example/materials/42' };
const share = () => Promise.resolve();

describe('canWebShare', () => {
  it('is true with navigator.share and no canShare to ask', () => {
    expect(canWebShare({ share }, data)).toBe(true);
  });

  it('asks canShare about this data', () => {
    const canShare = vi.fn(() => false);
    expect(canWebShare({ share, canShare }, data)).toBe(false);
    expect(canShare).toHaveBeenCalledWith(data);
    expect(canWebShare({ share, canShare: () => true }, data)).toBe(true);
  });

  it('is false without navigator.share', () => {
    expect(canWebShare({ canShare: () => true }, data)).toBe(false);
  });
});

describe('isShareCancelled', () => {
  it('is true only for the AbortError of a closed share sheet', () => {
    expect(isShareCancelled(new DOMException('Share canceled', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new DOMException('Not allowed', 'NotAllowedError'))).toBe(false);
    expect(isShareCancelled(new TypeError('Bad data'))).toBe(false);
  });
});

describe('whatsAppShareHref', () => {
  it('puts the title and the URL, encoded, in the message', () => {
    expect(whatsAppShareHref('PP & HDPE: 50% off?', 'https://plastihub.example/t?id=7&k=a b')).toBe(
      'https://wa.me/?text=PP%20%26%20HDPE%3A%2050%25%20off%3F%20https%3A%2F%2Fplastihub.example%2Ft%3Fid%3D7%26k%3Da%20b',
    );
  });
});

describe('copyToClipboard', () => {
  it('writes the text and says it did', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyToClipboard({ clipboard: { writeText } }, data.url)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('says it did not when the browser refuses or has no clipboard', async () => {
    const writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    await expect(copyToClipboard({ clipboard: { writeText } }, data.url)).resolves.toBe(false);
    await expect(copyToClipboard({}, data.url)).resolves.toBe(false);
  });
});
