import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { isEmptyHtml, REMOVED_TAGS, sanitizeHtml, toSafeMarkup } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes script tags and keeps the text around them', () => {
    const clean = sanitizeHtml('<p>About us</p><script>alert(1)</script><p>More</p>');
    expect(clean).not.toMatch(/script|alert/i);
    expect(clean).toBe('<p>About us</p><p>More</p>');
  });

  it('removes event-handler attributes', () => {
    const clean = sanitizeHtml(
      '<img src="/logo.png" alt="Logo" onerror="alert(1)"><a href="/x" onclick="steal()">x</a><p onmouseover="x()">p</p>',
    );
    expect(clean).not.toMatch(/onerror|onclick|onmouseover|alert|steal/i);
    expect(clean).toContain('src="/logo.png"');
    expect(clean).toContain('href="/x"');
  });

  it('removes javascript: URLs, however they are written', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(2)">b</a>' +
        '<a href="jav&#x09;ascript:alert(3)">c</a><iframe src="javascript:alert(4)"></iframe>',
    );
    expect(clean).not.toMatch(/javascript|alert|iframe/i);
    expect(clean).toContain('>a</a>');
  });

  it('removes inline styles and style sheets', () => {
    const clean = sanitizeHtml('<style>body{color:red}</style><p style="color:#000">Text</p>');
    expect(clean).toBe('<p>Text</p>');
  });

  it('keeps the structure server pages use', () => {
    const html =
      '<h2>Terms</h2><ul><li>One</li></ul><table><tbody><tr><td>Cell</td></tr></tbody></table>' +
      '<p><a href="/privacy-policy">link</a> <strong>bold</strong> <a href="mailto:help@plastihub.in">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens links to other origins in a new tab without opener or referrer', () => {
    const clean = sanitizeHtml(
      '<a href="https://example.com/x" target="_self" rel="opener">out</a><a href="//example.com/y">also out</a>' +
        `<a href="${location.origin}/about-us">in</a>`,
    );
    expect(clean).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">out</a>' +
        '<a href="//example.com/y" target="_blank" rel="noopener noreferrer">also out</a>' +
        `<a href="${location.origin}/about-us">in</a>`,
    );
  });

  it('removes data:, vbscript: and other non-web URLs from links', () => {
    const clean = sanitizeHtml(
      '<a href="data:text/html,<script>alert(1)</script>">a</a><a href="vbscript:msgbox(1)">b</a>' +
        '<a href="ftp://example.com/f">c</a><a href="tel:+919876543210">d</a>',
    );
    expect(clean).toBe('<a>a</a><a>b</a><a>c</a><a href="tel:+919876543210">d</a>');
  });

  it('keeps server markup off the app’s ids and class names, and in-page links working', () => {
    const clean = sanitizeHtml(
      '<p id="root" class="rj8x8a0">Top</p><a name="main">Main</a><a href="#root">Back to top</a>' +
        '<table><tbody><tr><th id="city">City</th><td headers="city">Pune</td></tr></tbody></table>',
    );
    expect(clean).toBe(
      '<p id="user-content-root">Top</p><a name="user-content-main">Main</a><a href="#user-content-root">Back to top</a>' +
        '<table><tbody><tr><th id="user-content-city">City</th><td headers="user-content-city">Pune</td></tr></tbody></table>',
    );
  });

  it('removes dialogs, media, forms, frames, plugins, SVG and MathML with what is inside them', () => {
    for (const tag of [
      'dialog',
      'audio',
      'video',
      'form',
      'button',
      'select',
      'textarea',
      'iframe',
      'object',
    ]) {
      expect(sanitizeHtml(`<p>Kept</p><${tag}>Inside ${tag}</${tag}>`)).toBe('<p>Kept</p>');
    }
    expect(sanitizeHtml('<p>Kept</p><input value="x"><embed src="/x.swf">')).toBe('<p>Kept</p>');
    expect(sanitizeHtml('<p>Kept</p><svg><text>Drawn</text></svg><math><mi>x</mi></math>')).toBe(
      '<p>Kept</p>',
    );
    expect(REMOVED_TAGS).toEqual(
      expect.arrayContaining(['dialog', 'style', 'svg', 'math', 'embed', 'input']),
    );
  });

  it('unwraps tags it does not know and keeps their text', () => {
    expect(sanitizeHtml('<p><font color="red">Red</font> <blink>text</blink></p>')).toBe('<p>Red text</p>');
  });

  it('loads images lazily without a referrer, and only from http(s) or inline image data', () => {
    const clean = sanitizeHtml(
      '<img src="/demo-images/a.png" alt="A"><img src="https://cdn.example.com/b.png" alt="B" srcset="x.png 2x">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="C"><img src="data:text/html,<p>x</p>" alt="D">' +
        '<img src="blob:https://x/1" alt="E"><img src="ftp://example.com/f.png" alt="F"><img alt="G">',
    );
    const lazy = 'loading="lazy" decoding="async" referrerpolicy="no-referrer"';
    expect(clean).toBe(
      `<img src="/demo-images/a.png" alt="A" ${lazy}><img src="https://cdn.example.com/b.png" alt="B" ${lazy}>` +
        `<img src="data:image/png;base64,iVBORw0KGgo=" alt="C" ${lazy}>`,
    );
  });

  it('marks a picture without a text alternative as decoration', () => {
    expect(sanitizeHtml('<img src="/chart.png">')).toBe(
      '<img src="/chart.png" alt="" loading="lazy" decoding="async" referrerpolicy="no-referrer">',
    );
  });

  it('removes tracking pixels', () => {
    const clean = sanitizeHtml(
      '<p>Hello</p><img src="https://t.example/p.gif" width="1" height="1" alt="">' +
        '<img src="https://t.example/q.gif" width="0"><img src="https://t.example/r.gif" height="1px">' +
        '<img src="/chart.png" width="600" height="300" alt="Chart">',
    );
    expect(clean).toBe(
      '<p>Hello</p><img src="/chart.png" width="600" height="300" alt="Chart" loading="lazy" decoding="async" referrerpolicy="no-referrer">',
    );
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('isEmptyHtml', () => {
  it('is true when nothing a reader could see is left after sanitizing', () => {
    expect(isEmptyHtml(null)).toBe(true);
    expect(isEmptyHtml('')).toBe(true);
    expect(isEmptyHtml('  <p> &nbsp; </p><br><hr>\u200b')).toBe(true);
    expect(isEmptyHtml('<script>alert("About us")</script><style>p{}</style>')).toBe(true);
    expect(
      isEmptyHtml('<img src="https://t.example/p.gif" width="1" height="1"><img src="javascript:alert(1)">'),
    ).toBe(true);
    expect(isEmptyHtml('<form><button>Only a button</button></form>')).toBe(true);
  });

  it('is false for text or an image', () => {
    expect(isEmptyHtml('<p>About us</p>')).toBe(false);
    expect(isEmptyHtml('<p><img src="/team.png" alt=""></p>')).toBe(false);
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised markup only', () => {
    const { container } = render(
      <SafeHtml html={'<h2>Privacy</h2><img src="x" onerror="window.hacked = true"><script>1</script>'} />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Privacy');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('renders what toSafeMarkup gives (a string where the browser has no Trusted Types)', () => {
    expect(toSafeMarkup('<p onclick="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(toSafeMarkup(undefined)).toBe('');
  });
});
