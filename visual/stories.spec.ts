import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(fileURLToPath(new URL('../storybook-static/index.json', import.meta.url)), 'utf8'),
) as { entries: Record<string, IndexEntry> };

const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('skip-visual'),
);
const themes = ['light', 'dark'] as const;
/**
 * Every component story in both themes; screens (composed only of those components) in the light theme only,
 * which keeps the run's time in step with the number of screens while each component's dark look stays covered.
 */
const shotsIn = (story: IndexEntry, theme: (typeof themes)[number]) =>
  theme === 'light' || story.title.startsWith('Components/');

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

/**
 * One Storybook preview per worker: loading the preview (and its mock service worker) once and
 * switching stories over Storybook's channel, as the manager does, is many times faster than a page
 * load per story. Each story still renders from scratch (the previous one is unmounted, the demo
 * database reset by the preview's beforeEach). The theme is a URL global: a change of theme (once
 * per worker) loads the preview afresh, so no story ever renders half in the previous theme.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

let themeLoaded: string | undefined;

const rendered = (page: Page, storyId: string) =>
  page.waitForFunction((storyId) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && ['finished', 'errored'].includes(render.phase ?? '');
  }, storyId);

async function show(page: Page, storyId: string, theme: string) {
  if (theme !== themeLoaded) {
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme}`);
    themeLoaded = theme;
  } else {
    await page.evaluate((storyId) => {
      const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, storyId);
  }
  // Wait until this story has rendered and its play function has finished.
  await rendered(page, storyId);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images outside the viewport (a carousel's hidden slides, long pages) would never load: load
    // them all, so the full-page shot never depends on what happened to be scrolled into view.
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    const settled = Promise.all(images.map((img) => img.decode().catch(() => null)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5000))]);
    window.scrollTo(0, 0);
  });
}

for (const theme of themes) {
  for (const story of stories.filter((entry) => shotsIn(entry, theme))) {
    test(`${story.id} (${theme})`, async ({ preview }, testInfo) => {
      const name = `${story.id}--${theme}.png`;
      // A story without a committed baseline fails (Playwright would otherwise write one and pass): every
      // story a change adds comes with its reviewed screenshots (`pnpm test:visual:update`).
      const updating = ['all', 'changed', 'missing'].includes(testInfo.config.updateSnapshots);
      if (!updating && !existsSync(testInfo.snapshotPath(name))) {
        throw new Error(
          `No committed baseline ${name}: run pnpm test:visual:update and review the new screenshots`,
        );
      }
      await show(preview, story.id, theme);
      // One screenshot of a settled story (rendered, play function done, fonts and images decoded,
      // motion reduced and animations disabled) instead of toHaveScreenshot's repeat-until-stable loop.
      const shot = await preview.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      expect(shot).toMatchSnapshot(name);
    });
  }
}
