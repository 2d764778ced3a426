import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  id: string;
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

for (const story of stories) {
  for (const theme of themes) {
    test(`${story.id} (${theme})`, async ({ page }, testInfo) => {
      const baseline = testInfo.snapshotPath(`${story.id}--${theme}.png`);
      // A story without a committed baseline is reported as skipped (run test:visual:update to add it),
      // so a new story never silently passes as "matching".
      test.skip(
        testInfo.config.updateSnapshots !== 'all' && !existsSync(baseline),
        `no baseline yet: ${story.id}--${theme}.png`,
      );
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // Wait until the story has rendered and its play function has finished.
      await page.waitForFunction(() => {
        const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__;
        return ['finished', 'errored'].includes(preview?.currentRender?.phase ?? '');
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(async () => {
        const images = Array.from(document.images);
        await Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null))));
      });
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
