import { describe, expect, it } from 'vitest';
import { p75, parseBeacon, summarize } from './rum-collector';

describe('the field reports’ collector', () => {
  it('takes only beacons of the app’s shape', () => {
    expect(parseBeacon('{"release":"abc","reports":[]}')).toEqual({ release: 'abc', reports: [] });
    expect(parseBeacon('{"reports":[]}')).toBeNull();
    expect(parseBeacon('not json')).toBeNull();
  });

  it('summarizes each vital by its 75th percentile and counts each failure', () => {
    const vital = (route: string, value: number) => ({
      type: 'vital' as const,
      route,
      name: 'LCP' as const,
      value,
      rating: 'good',
      navigation: 'navigate',
      attribution: {},
    });
    expect(p75([400, 100, 300, 200])).toBe(300);
    const lines = summarize([
      { release: 'abc', reports: [vital('home', 1200), vital('home', 2600), vital('home', 1800)] },
      {
        release: 'abc',
        reports: [
          {
            type: 'api',
            route: 'home',
            method: 'GET',
            endpoint: '/connect-banners',
            problem: 'server',
            status: 503,
          },
          {
            type: 'api',
            route: 'home',
            method: 'GET',
            endpoint: '/connect-banners',
            problem: 'server',
            status: 503,
          },
          { type: 'code-download', route: 'contactUs', file: '/assets/abc1234.js' },
        ],
      },
    ]);
    expect(lines).toEqual([
      'vitals (p75, count):',
      `  abc  ${'home'.padEnd(32)} LCP     2600 (3)`,
      'failures (count):',
      '      2  abc  home API GET /connect-banners server 503',
      '      1  abc  contactUs code download failed: /assets/abc1234.js',
    ]);
  });
});
