import { afterEach, expect } from 'vitest';
import { commands } from 'vitest/browser';
import { mockBackendQuiet } from './mockRequests';
import type { ShotOutcome } from './storyShots';
import type { ForcedColors } from './forcedColors';
import { setForcedColorsEmulator } from './storyMedia';

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchStoryShot: (storyId: string) => Promise<ShotOutcome>;
    emulateForcedColors: (forcedColors: ForcedColors) => Promise<void>;
  }
}

setForcedColorsEmulator((forcedColors) => commands.emulateForcedColors(forcedColors));

// The rules of Storybook's preview page for its layouts (storybook/assets/server/base-preview-head.html), which
// Vitest's page lacks: a story looks as it does in Storybook and in its baseline.
const layouts = document.createElement('style');
layouts.textContent = `
  .sb-show-main.sb-main-centered { margin: 0; display: flex; align-items: center; min-height: 100vh; }
  .sb-show-main.sb-main-centered > div { box-sizing: border-box; margin: auto; padding: 1rem; max-height: 100%; }
  .sb-show-main.sb-main-fullscreen { margin: 0; padding: 0; display: block; }
  .sb-show-main.sb-main-padded { margin: 0; padding: 1rem; display: block; box-sizing: border-box; }
`;
document.head.append(layouts);

/**
 * The mock backend's answers rendered, fonts and pictures ready, the story at its top: what the screenshot shows
 * never depends on timing.
 */
async function settle() {
  await mockBackendQuiet();
  await document.fonts.ready;
  // Lazy images outside the viewport (a carousel's hidden slides, long pages) would never load: load them all, so
  // the shot never depends on what happened to be scrolled into view.
  const images = Array.from(document.images);
  for (const image of images) image.loading = 'eager';
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => null)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  window.scrollTo(0, 0);
}

/**
 * After each story has rendered, played and passed axe (Storybook's a11y addon fails the test on a violation):
 * one screenshot of it, compared with its committed baseline. `skip-visual` marks a story whose look depends on
 * timing: it is played and checked by axe, but not photographed.
 */
afterEach(async (context) => {
  const { storyId } = context.task.meta as { storyId?: string };
  const story = (context as { story?: { tags: string[] } }).story;
  if (!storyId || !story || story.tags.includes('skip-visual') || context.task.result?.state === 'fail')
    return;
  await settle();
  const outcome = await commands.matchStoryShot(storyId);
  expect('message' in outcome ? outcome.message : undefined, 'screenshot').toBeUndefined();
});
