import { describe, expect, it } from 'vitest';
import type { LCPMetricWithAttribution } from 'web-vitals/attribution';
import {
  createReporter,
  downloadReport,
  errorReport,
  redactMessage,
  tagAndRolePath,
  stackFrames,
  vitalReport,
  type Beacon,
} from './fieldReports';
import { sampleRate } from './sampling';

describe('what a field report may carry', () => {
  it('takes quoted text, numbers, e-mail and queries out of an error message', () => {
    expect(
      redactMessage(
        `Could not save "Mehta Polymers, 9876543210" for rohan@example.in at http://localhost:4174/trade-product-details?product_id=42`,
      ),
    ).toBe('Could not save "…" for …@… at /trade-product-details');
    expect(redactMessage("Cannot read properties of undefined (reading 'title')")).toBe(
      "Cannot read properties of undefined (reading '…')",
    );
  });

  it('names where an error happened by file, line and column, without queries', () => {
    const stack = `TypeError: x is undefined
    at render (http://localhost:4174/assets/B77kP5B.js:1:2345)
    at http://localhost:4174/assets/index-DzIUvQZS.js?v=1:12:34`;
    expect(stackFrames(stack)).toEqual(['/assets/B77kP5B.js:1:2345', '/assets/index-DzIUvQZS.js:12:34']);
    expect(errorReport('tradeProducts', new TypeError('x is undefined'))).toMatchObject({
      type: 'error',
      route: 'tradeProducts',
      name: 'TypeError',
      message: 'x is undefined',
    });
    expect(errorReport('home', 'thrown text 1234')).toMatchObject({
      name: 'Error',
      message: 'thrown text #',
    });
  });

  it('describes an element by tags and roles only', () => {
    document.body.innerHTML = `<main><ul role="list" id="listing-42" class="abc"><li><article data-id="42"><img alt="Relpet G5801" src="/demo-images/2.jpg"></article></li></ul></main>`;
    expect(tagAndRolePath(document.querySelector('img'))).toBe('main>ul[role=list]>li>article>img');
    expect(tagAndRolePath(null)).toBeUndefined();
  });

  it('names a file that did not download by its path', () => {
    expect(
      downloadReport(
        'contactUs',
        'Failed to fetch dynamically imported module: http://localhost:4174/assets/abc1234.js',
      ),
    ).toEqual({ type: 'code-download', route: 'contactUs', file: '/assets/abc1234.js' });
  });

  it('keeps an LCP’s timings and the kind of element, not the picture’s address', () => {
    const metric = {
      name: 'LCP',
      value: 1834.6,
      rating: 'good',
      navigationType: 'navigate',
      attribution: {
        target: 'main>article>img',
        url: 'http://localhost:4174/demo-images/trade/2.jpg',
        timeToFirstByte: 120.2,
        resourceLoadDelay: 300,
        resourceLoadDuration: 800.4,
        elementRenderDelay: 614,
      },
    } as unknown as LCPMetricWithAttribution;
    const report = vitalReport('tradeProductDetails', metric);
    expect(report).toEqual({
      type: 'vital',
      route: 'tradeProductDetails',
      name: 'LCP',
      value: 1835,
      rating: 'good',
      navigation: 'navigate',
      attribution: {
        timeToFirstByte: 120,
        resourceLoadDelay: 300,
        resourceLoadDuration: 800,
        elementRenderDelay: 614,
        element: 'image',
        target: 'main>article>img',
      },
    });
    expect(JSON.stringify(report)).not.toContain('demo-images');
  });
});

describe('sending the reports', () => {
  it('sends them in batches with the release, and at most a page’s worth', () => {
    const sent: Beacon[] = [];
    const reporter = createReporter({
      release: 'abc123',
      send: (body) => sent.push(JSON.parse(body) as Beacon) > 0,
      batchSize: 2,
      pageLimit: 5,
    });
    for (let index = 0; index < 8; index += 1) reporter.add(errorReport('home', new Error('boom')));
    expect(sent.map((beacon) => beacon.reports.length)).toEqual([2, 2]);
    reporter.flush();
    reporter.flush();
    expect(sent.map((beacon) => beacon.reports.length)).toEqual([2, 2, 1]);
    expect(sent.every((beacon) => beacon.release === 'abc123')).toBe(true);
  });

  it('reads VITE_RUM_SAMPLE as a share of page loads', () => {
    expect(sampleRate(undefined)).toBe(1);
    expect(sampleRate('0.25')).toBe(0.25);
    expect(sampleRate('7')).toBe(1);
    expect(sampleRate('-1')).toBe(0);
    expect(sampleRate('often')).toBe(1);
  });
});
