import { describe, expect, it } from 'vitest';
import { withShell } from './prerenderShell';

const indexHtml = `<!doctype html>
<html>
  <head>
    <title>PlastiHub</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered index.html', () => {
  it('keeps every inline script exactly as written, even with $& and friends in it', () => {
    // A replacement string would turn these into the matched text and the page around it.
    const script = `<script>const price = total.replace(/x/, "$&"); const before = "$\`"; const after = "$'";</script>`;
    const html = withShell(indexHtml, '<main>Rs. 5 $& more</main>', ['<script>theme()</script>', script]);
    expect(html).toContain(`<title>PlastiHub</title>\n    <script>theme()</script>\n    ${script}\n`);
    expect(html).toContain('<div id="root"><main>Rs. 5 $& more</main></div>');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
  });

  it('refuses a page without the root to fill', () => {
    expect(() => withShell('<title>x</title><div id="app"></div>', '<main></main>', [])).toThrow(/root/);
  });
});
