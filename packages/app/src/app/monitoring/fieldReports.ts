import type { FailedCall } from '@plastihub/api-client';
import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution';

/**
 * What the field monitoring sends (docs/deploy.md, "Field reports"), and what it never sends: a report names the
 * route (its name in the route table, never the URL, its query or an id), numbers, and for an error its kind, a
 * message with quoted text, numbers and addresses taken out, and where in the code it happened. Nothing from
 * storage (the token), forms (what was typed) or the page's content (listings, names) is read.
 */

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
type Fields = Record<string, string | number>;

export type FieldReport =
  | {
      type: 'vital';
      route: string;
      name: VitalName;
      value: number;
      rating: string;
      navigation: string;
      attribution: Fields;
    }
  | { type: 'error'; route: string; name: string; message: string; frames: string[] }
  | { type: 'code-download'; route: string; file: string }
  | ({ type: 'api'; route: string } & FailedCall);

export interface Beacon {
  /** The commit the build came from (vite.config.ts). */
  release: string;
  reports: FieldReport[];
}

/** An element as tag names and roles up to `main` (e.g. `main>article>img`): no id, class, attribute or text. */
export function tagAndRolePath(node: Node | null): string | undefined {
  const parts: string[] = [];
  for (let element = node instanceof Element ? node : null; element && parts.length < 5;) {
    const role = element.getAttribute('role');
    parts.unshift(`${element.localName}${role && /^[a-z]+$/.test(role) ? `[role=${role}]` : ''}`);
    if (element.localName === 'main' || element.localName === 'body') break;
    element = element.parentElement;
  }
  return parts.length > 0 ? parts.join('>') : undefined;
}

const MESSAGE_LENGTH = 160;

/**
 * An error's message with what could carry a person's data taken out: quoted text (an input's value, a name),
 * addresses (their queries name listings and people), e-mail addresses and numbers (ids, phone numbers).
 */
export function redactMessage(message: string): string {
  return message
    .replace(/https?:\/\/[^\s'"`)]+/g, (url) => {
      try {
        return new URL(url).pathname;
      } catch {
        return '…';
      }
    })
    .replace(/(["'`‘“])(?:(?!\1).)*\1/g, '$1…$1')
    .replace(/\S+@\S+/g, '…@…')
    .replace(/\d+/g, '#')
    .slice(0, MESSAGE_LENGTH);
}

/** Where an error happened: up to five `file:line:column` of its stack, each file as its path on the site. */
export function stackFrames(stack: string | undefined): string[] {
  return [...(stack ?? '').matchAll(/(https?:\/\/[^\s)]+?):(\d+):(\d+)/g)]
    .slice(0, 5)
    .map(([, file, line, column]) => `${new URL(file ?? '', 'http://x').pathname}:${line}:${column}`);
}

export function errorReport(route: string, error: unknown): FieldReport {
  const known =
    error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error thrown');
  return {
    type: 'error',
    route,
    name: known.name.slice(0, 40),
    message: redactMessage(known.message),
    frames: stackFrames(known.stack),
  };
}

const ms = (value: number | undefined) => Math.round(value ?? 0);

type Vital =
  LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution | TTFBMetricWithAttribution;

/** Each vital's attribution as numbers and safe names (web-vitals' own `target` is made by `tagAndRolePath`). */
function attributionOf(metric: Vital): Fields {
  const fields: Fields = {};
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined) fields[name] = value;
  };
  switch (metric.name) {
    case 'LCP': {
      const { attribution } = metric;
      put('timeToFirstByte', ms(attribution.timeToFirstByte));
      put('resourceLoadDelay', ms(attribution.resourceLoadDelay));
      put('resourceLoadDuration', ms(attribution.resourceLoadDuration));
      put('elementRenderDelay', ms(attribution.elementRenderDelay));
      // Its kind only: a picture's address names the listing.
      put('element', attribution.url ? 'image' : 'text');
      put('target', attribution.target);
      break;
    }
    case 'INP': {
      const { attribution } = metric;
      put('interactionType', attribution.interactionType);
      put('inputDelay', ms(attribution.inputDelay));
      put('processingDuration', ms(attribution.processingDuration));
      put('presentationDelay', ms(attribution.presentationDelay));
      put('loadState', attribution.loadState);
      put('target', attribution.interactionTarget);
      break;
    }
    case 'CLS': {
      const { attribution } = metric;
      put('largestShiftValue', Number((attribution.largestShiftValue ?? 0).toFixed(4)));
      put('loadState', attribution.loadState);
      put('target', attribution.largestShiftTarget);
      break;
    }
    case 'TTFB': {
      const { attribution } = metric;
      put('waitingDuration', ms(attribution.waitingDuration));
      put('cacheDuration', ms(attribution.cacheDuration));
      put('dnsDuration', ms(attribution.dnsDuration));
      put('connectionDuration', ms(attribution.connectionDuration));
      put('requestDuration', ms(attribution.requestDuration));
      break;
    }
  }
  return fields;
}

export function vitalReport(route: string, metric: Vital): FieldReport {
  return {
    type: 'vital',
    route,
    name: metric.name,
    value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : ms(metric.value),
    rating: metric.rating,
    navigation: metric.navigationType,
    attribution: attributionOf(metric),
  };
}

/** A file of the app's code that did not download: its path on the site (the build's file, no query). */
export function downloadReport(route: string, message: string): FieldReport {
  const url = /https?:\/\/\S+?\.m?js\b/.exec(message)?.[0];
  return { type: 'code-download', route, file: url ? new URL(url).pathname : 'unknown' };
}

export interface ReporterOptions {
  release: string;
  /** Sends one beacon; false when the browser would not take it. */
  send: (body: string) => boolean;
  /** Reports per beacon. */
  batchSize?: number;
  /** Reports per page, at most (an error in a loop sends a few, not thousands). */
  pageLimit?: number;
}

/** Collects reports and sends them in batches: once `batchSize` are waiting, and when `flush` is called. */
export function createReporter({ release, send, batchSize = 10, pageLimit = 60 }: ReporterOptions) {
  let waiting: FieldReport[] = [];
  let accepted = 0;
  const flush = () => {
    if (waiting.length === 0) return;
    const beacon: Beacon = { release, reports: waiting };
    waiting = [];
    send(JSON.stringify(beacon));
  };
  return {
    add(report: FieldReport) {
      if (accepted >= pageLimit) return;
      accepted += 1;
      waiting.push(report);
      if (waiting.length >= batchSize) flush();
    },
    flush,
  };
}
