import { describe, expect, it, vi } from 'vitest';
import { keepEarlyCodeFailures, nextDownloadRound, takeEarlyCodeFailures } from './earlyCodeFailures';

const failure = (file: string) =>
  Object.assign(new Event('vite:preloadError'), {
    payload: new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${file}`),
  });

describe('failed downloads before the code watcher listens', () => {
  it('are kept with whether the browser was online and their round, and handed over once', () => {
    keepEarlyCodeFailures();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(failure('A.js'));
    nextDownloadRound();
    window.dispatchEvent(failure('A.js'));
    const kept = takeEarlyCodeFailures();
    const first = kept[0]?.round ?? -1;
    expect(kept.map(({ online, round }) => ({ online, round }))).toEqual([
      { online: false, round: first },
      { online: false, round: first + 1 },
    ]);
    // From now on the watcher hears them itself.
    window.dispatchEvent(failure('B.js'));
    expect(takeEarlyCodeFailures()).toEqual([]);
  });
});
