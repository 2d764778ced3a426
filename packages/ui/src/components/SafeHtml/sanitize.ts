import DOMPurify, { type Config } from 'dompurify';

/**
 * Server HTML (About Us, Privacy Policy, blog bodies, polymer pages) made safe to render. DOMPurify parses it
 * in an inert document and keeps only what an article needs:
 *
 * - Tags: an allowlist of prose elements (`PROSE_TAGS`). Everything else goes; the elements in `REMOVED_TAGS`
 *   (scripts, styles, frames, plugins, forms and their controls, media, dialogs, SVG, MathML, templates, base/meta
 *   links) go with their content, other unknown tags are unwrapped and their text kept.
 * - Attributes: an allowlist (`PROSE_ATTRIBUTES`): no event handlers, no `style` (an editor's colours would break
 *   the dark theme and its contrast), no `data-*`, no `popover`/`commandfor` (they could open the app's own
 *   overlays), no `srcset`/`background`/`poster` (extra, unchecked image loads).
 * - The page's names stay the app's: `class` is removed (prose is styled by element; a server class could only
 *   borrow one of the app's vanilla-extract classes and dress a link as the app's button); `id` and `name` get the
 *   `user-content-` prefix (DOMPurify's SANITIZE_NAMED_PROPS, on top of its clobbering check), so markup can never
 *   take an id the app uses (`root`, `main`, React's `useId` ids), while in-page links (`href="#faq"`) and id
 *   references (`headers`, `aria-describedby`...) are rewritten to the prefixed ids and keep working.
 * - URLs: http(s), mailto, tel and relative ones only; `javascript:`, `vbscript:`, `data:` and the rest are removed.
 *   A link to another origin opens in a new tab with `rel="noopener noreferrer"`.
 * - Images: only http(s) (or relative) sources and inline `data:image/...` ones (no request; an SVG shown as an
 *   image runs nothing); they load lazily and send no referrer, and tracking pixels (a width or height of 1px or
 *   less) are removed.
 *
 * In the browser the result is TrustedHTML from the `plastihub-html` Trusted Types policy (the one policy the
 * Content Security Policy names for HTML). Without a DOM (the build-time prerender) nothing is rendered: DOMPurify
 * would hand the input back unsanitised there.
 */

/** The Trusted Types policy server HTML goes through; the Content Security Policy's `trusted-types` names it. */
export const HTML_POLICY_NAME = 'plastihub-html';

/** What DOMPurify puts in front of server ids and names, so they cannot take the app's. */
export const USER_CONTENT_PREFIX = 'user-content-';

const PROSE_TAGS = [
  'a',
  'abbr',
  'address',
  'article',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
];

/** Removed with everything inside them (they are outside `PROSE_TAGS` too; listed so the intent is explicit). */
export const REMOVED_TAGS = [
  'applet',
  'audio',
  'base',
  'button',
  'canvas',
  'datalist',
  'dialog',
  'embed',
  'fieldset',
  'form',
  'frame',
  'frameset',
  'iframe',
  'input',
  'link',
  'map',
  'math',
  'meta',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'optgroup',
  'output',
  'picture',
  'portal',
  'script',
  'select',
  'source',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'track',
  'video',
  'xmp',
];

const PROSE_ATTRIBUTES = [
  'abbr',
  'align',
  'alt',
  'cite',
  'colspan',
  'datetime',
  'dir',
  'headers',
  'height',
  'href',
  'id',
  'lang',
  'name',
  'open',
  'rel',
  'reversed',
  'role',
  'rowspan',
  'scope',
  'span',
  'src',
  'start',
  'title',
  'type',
  'valign',
  'width',
];

/** Attributes whose value is a list of ids: they follow the ids' prefix. */
const ID_REFERENCE_ATTRIBUTES = [
  'headers',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
];

const CONFIG = {
  ALLOWED_TAGS: PROSE_TAGS,
  FORBID_TAGS: REMOVED_TAGS,
  ADD_FORBID_CONTENTS: REMOVED_TAGS,
  ALLOWED_ATTR: PROSE_ATTRIBUTES,
  FORBID_ATTR: ['class', 'style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
} satisfies Config;

type Purifier = ReturnType<typeof DOMPurify>;
type HtmlPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
/** The part of the Trusted Types API this module uses (TypeScript's DOM library does not declare it yet). */
interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string },
    ): HtmlPolicy;
  };
}
/** What React's `dangerouslySetInnerHTML` takes: TrustedHTML where the browser has Trusted Types, else a string. */
export type SafeMarkup = ReturnType<HtmlPolicy['createHTML']> | string;

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

function pageUrl(): URL {
  return new URL(globalThis.location?.href ?? 'http://localhost/');
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value, pageUrl());
  } catch {
    return null;
  }
}

function hardenLink(link: Element) {
  const href = link.getAttribute('href');
  if (href === null) return;
  if (href.startsWith('#')) {
    const target = href.slice(1);
    if (target && !target.startsWith(USER_CONTENT_PREFIX))
      link.setAttribute('href', `#${USER_CONTENT_PREFIX}${target}`);
    return;
  }
  const url = parseUrl(href);
  if (!url) {
    link.removeAttribute('href');
    return;
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== pageUrl().origin) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

/** A tracking pixel: drawn at 1px or less in either direction. */
function isPixel(image: Element): boolean {
  return ['width', 'height'].some((side) => {
    const value = image.getAttribute(side);
    if (value === null) return false;
    const size = Number.parseFloat(value);
    return !Number.isNaN(size) && size <= 1;
  });
}

/** An image the page may show: from the web (http or https, or relative), or an inline `data:image/...`. */
function isImageSource(src: string): boolean {
  const url = src.trim() === '' ? null : parseUrl(src);
  if (!url) return false;
  if (url.protocol === 'data:') return /^data:image\//i.test(src);
  return url.protocol === 'http:' || url.protocol === 'https:';
}

function hardenImage(image: Element) {
  if (!isImageSource(image.getAttribute('src') ?? '') || isPixel(image)) {
    image.remove();
    return;
  }
  // An editor's picture with no text alternative is taken as decoration: a screen reader skips it rather than
  // reading out its file name.
  if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
  image.setAttribute('referrerpolicy', 'no-referrer');
}

function prefixIdReferences(element: Element) {
  for (const name of ID_REFERENCE_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const ids = value
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => (id.startsWith(USER_CONTENT_PREFIX) ? id : USER_CONTENT_PREFIX + id));
    if (ids.length > 0) element.setAttribute(name, ids.join(' '));
    else element.removeAttribute(name);
  }
}

function createPurifier(): Purifier | null {
  if (typeof window === 'undefined') return null;
  const purifier = DOMPurify(window);
  if (!purifier.isSupported) return null;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    prefixIdReferences(element);
    if (element.localName === 'a') hardenLink(element);
    else if (element.localName === 'img') hardenImage(element);
  });
  return purifier;
}

let purifier: Purifier | null | undefined;
function getPurifier(): Purifier | null {
  if (purifier === undefined) purifier = createPurifier();
  return purifier;
}

let htmlPolicy: HtmlPolicy | null | undefined;
/**
 * The app's one Trusted Types policy for HTML, created on first use. Only DOMPurify holds it: it wraps the
 * server's text for parsing into an inert document, and wraps its own sanitised output. The policy object never
 * leaves this module, so nothing else can turn a string into TrustedHTML with it. It makes no script URLs.
 */
function getHtmlPolicy(): HtmlPolicy | null {
  if (htmlPolicy === undefined) {
    htmlPolicy =
      (typeof window !== 'undefined' &&
        (window as TrustedTypesWindow).trustedTypes?.createPolicy(HTML_POLICY_NAME, {
          createHTML: (html: string) => html,
          createScriptURL: () => {
            throw new TypeError(`${HTML_POLICY_NAME} makes no script URLs`);
          },
        })) ||
      null;
  }
  return htmlPolicy;
}

/** Sanitised server HTML as a string (for tests and for measuring); `SafeHtml` renders `toSafeMarkup`'s. */
export function sanitizeHtml(html: string | null | undefined): string {
  const dompurify = getPurifier();
  if (!html || !dompurify) return '';
  return dompurify.sanitize(html, { ...CONFIG, TRUSTED_TYPES_POLICY: getHtmlPolicy() });
}

/** Sanitised server HTML for `dangerouslySetInnerHTML`: TrustedHTML from the `plastihub-html` policy. */
export function toSafeMarkup(html: string | null | undefined): SafeMarkup {
  const dompurify = getPurifier();
  const policy = getHtmlPolicy();
  if (!html || !dompurify) return policy ? policy.createHTML('') : '';
  return dompurify.sanitize(html, { ...CONFIG, TRUSTED_TYPES_POLICY: policy, RETURN_TRUSTED_TYPE: true });
}

let lastEmptyCheck: { html: string; empty: boolean } | undefined;
/**
 * True when nothing a reader could see is left once the HTML is sanitised: no text but whitespace (or zero-width
 * characters) and no image. Screens show "No Data Found" for it, e.g. HTML that was only a script or a pixel.
 */
export function isEmptyHtml(html: string | null | undefined): boolean {
  const dompurify = getPurifier();
  if (!html || !dompurify) return true;
  if (lastEmptyCheck?.html === html) return lastEmptyCheck.empty;
  const fragment = dompurify.sanitize(html, {
    ...CONFIG,
    TRUSTED_TYPES_POLICY: getHtmlPolicy(),
    RETURN_DOM_FRAGMENT: true,
  });
  const text = (fragment.textContent ?? '').replace(ZERO_WIDTH, '').trim();
  const empty = text === '' && fragment.querySelector('img[src]') === null;
  lastEmptyCheck = { html, empty };
  return empty;
}
