import { describe, expect, it } from 'vitest';
import corpus from './xss-vectors.json';
import { sanitizeHtml, USER_CONTENT_PREFIX } from './sanitize';

/** Elements that run code, load documents or plugins, restyle the page, submit or take input: none may survive. */
const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'isindex',
  'keygen',
  'dialog',
  'audio',
  'video',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
];

/** Attributes that are never allowed, whatever their value. */
const FORBIDDEN_ATTRIBUTES = [
  'srcdoc',
  'style',
  'class',
  'formaction',
  'action',
  'popover',
  'popovertarget',
  'commandfor',
  'command',
  'srcset',
  'background',
  'dynsrc',
  'lowsrc',
  'ping',
];

/** Attributes holding a URL the browser may follow or load. */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'data', 'poster', 'codebase', 'code', 'cite'];
const SCRIPT_URL = /^(?:javascript|vbscript|livescript|mocha|data):/;
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** What a URL parser sees of a value: no whitespace or control characters, lower case. */
function compactUrl(value: string): string {
  return [...value]
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20 && !/[\s\p{Cc}\p{Cf}]/u.test(char))
    .join('')
    .toLowerCase();
}

/** Parses markup the way the page will (a template's inert content) and lists what is executable in it. */
function parse(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

function executableParts(fragment: DocumentFragment): string[] {
  const found: string[] = [];
  for (const element of fragment.querySelectorAll('*')) {
    const tag = element.localName;
    if (FORBIDDEN_ELEMENTS.includes(tag)) found.push(`<${tag}>`);
    if (element.namespaceURI !== HTML_NAMESPACE) found.push(`<${tag}> in ${element.namespaceURI}`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (FORBIDDEN_ATTRIBUTES.includes(name)) found.push(`${tag}[${name}]`);
      // DOMPurify empties `is` rather than removing it (a parsed element keeps its custom-element name): "" is inert.
      if (name === 'is' && value !== '') found.push(`${tag}[is=${value}]`);
      const url = compactUrl(value);
      // Inline image data is the one data: URL allowed: an <img> shows it and runs nothing.
      const imageData = tag === 'img' && name === 'src' && url.startsWith('data:image/');
      if (URL_ATTRIBUTES.includes(name) && SCRIPT_URL.test(url) && !imageData)
        found.push(`${tag}[${name}=${value}]`);
      if (name === 'id' && !value.startsWith(USER_CONTENT_PREFIX)) found.push(`${tag}[id=${value}]`);
    }
    if (element.getAttribute('target') === '_blank') {
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        found.push(`${tag}[target=_blank] without rel="noopener noreferrer"`);
    }
  }
  return found;
}

describe('the XSS corpus through sanitizeHtml', () => {
  it('holds at least 200 vectors from DOMPurify and OWASP', () => {
    expect(corpus.vectors.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.vectors.map((vector) => vector.source))).toEqual(
      new Set(['owasp', 'owasp-event-handlers', 'dompurify']),
    );
  });

  it.each(corpus.vectors.map((vector) => [`${vector.source}: ${vector.name}`, vector.payload]))(
    '%s',
    (_name, payload) => {
      const clean = sanitizeHtml(payload);
      const once = parse(clean);
      expect(executableParts(once)).toEqual([]);
      // Mutation XSS: markup that parses differently once serialised and parsed again (as the page does).
      const holder = document.createElement('div');
      holder.append(once.cloneNode(true));
      const twice = parse(holder.innerHTML);
      expect(executableParts(twice)).toEqual([]);
    },
  );
});
