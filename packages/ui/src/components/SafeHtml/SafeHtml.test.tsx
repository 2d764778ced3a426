import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

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
      '<p><a href="https://example.com">link</a> <strong>bold</strong></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
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
});
