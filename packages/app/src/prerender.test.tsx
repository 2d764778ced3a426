import { describe, expect, it } from 'vitest';
import { renderShell } from './prerender';

describe('the build-time frame in index.html', () => {
  it('is the shell of no particular page: top bar, menu and a loading status', () => {
    const { html } = renderShell();
    expect(html).toContain('aria-label="PlastiHub home"');
    expect(html).toContain('role="status"');
    // The footer loads after the first paint, in the frame as in the app: it never appears and then goes.
    expect(html).not.toContain('Privacy Policy');
  });
});
