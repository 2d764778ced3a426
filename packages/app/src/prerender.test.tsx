import { describe, expect, it } from 'vitest';
import { earlyRequests, renderShell } from './prerender';

describe('the build-time frame in index.html', () => {
  it('is the shell of no particular page: top bar, menu and a loading status', () => {
    const { html } = renderShell();
    expect(html).toContain('aria-label="PlastiHub home"');
    expect(html).toContain('role="status"');
    // The footer loads after the first paint, in the frame as in the app: it never appears and then goes.
    expect(html).not.toContain('Privacy Policy');
  });

  it('names the public data each page asks for while the app loads: the home banners', async () => {
    // The trade list preloads too, but only for a chosen type and behind sign-in: not an early request.
    expect(await earlyRequests()).toEqual({ '/': ['/connect-banners'] });
  });
});
