import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';

/** The committed baselines, one per photographed story: `<story id>.png`. */
export const baselineDir = 'visual/__screenshots__';
/** What a failed comparison leaves for review: the shot taken and its difference from the baseline. */
const failureDir = 'test-results/stories';

/** Pixels may differ by Playwright's default colour threshold, and 0.2 % of them by more (font anti-aliasing). */
const THRESHOLD = 0.2;
const MAX_DIFF_RATIO = 0.002;

export type ShotOutcome =
  { status: 'matches' | 'written' } | { status: 'missing' | 'differs'; message: string };

/**
 * A Vitest browser command (run in Node, called from `.storybook/vitest.setup.ts`): photographs the story in the
 * test frame, whole (the frame is grown to the story's full height for the shot, as a full-page screenshot
 * shows it), and compares the shot with the story's baseline. `vitest -u` writes the baselines instead.
 */
export const matchStoryShot: BrowserCommand<[storyId: string]> = async (
  context,
  storyId,
): Promise<ShotOutcome> => {
  const frame = await context.frame();
  const frameElement = await frame.frameElement();
  // What is sized by the viewport's height (a layout's `min-height: 100vh`) or placed in it (`position: fixed`)
  // keeps its size and place while the frame grows for the shot, as in a full-page screenshot of a page.
  const pageHeight = () => frame.evaluate(storyHeight);
  const height = await pageHeight();
  await frame.evaluate((fullHeight) => {
    if (fullHeight <= window.innerHeight) return;
    const viewportHeight = `${window.innerHeight}px`;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(element);
      if (style.position === 'sticky') {
        // Where it sticks at the story's viewport (a compare tray at its bottom), as an offset from its place.
        const stuck = element.getBoundingClientRect().top;
        element.style.setProperty('position', 'relative', 'important');
        element.style.setProperty('top', '0px', 'important');
        element.style.setProperty('bottom', 'auto', 'important');
        element.style.setProperty('top', `${stuck - element.getBoundingClientRect().top}px`, 'important');
      }
      if (style.position === 'fixed') {
        // Its used offset and height at the story's viewport (a popover's is `top: 0` and a transform), read
        // before either is set: the computed style is live.
        const { top, height } = style;
        element.style.setProperty('top', top, 'important');
        element.style.setProperty('bottom', 'auto', 'important');
        element.style.setProperty('height', height, 'important');
      }
      for (const property of ['min-height', 'height', 'max-height'] as const) {
        if (style.getPropertyValue(property) === viewportHeight) {
          element.style.setProperty(property, viewportHeight, 'important');
        }
      }
    }
  }, height);
  // The frame's box (Vitest sizes it to the story's viewport) grows to the story's height for the shot, and the
  // page around it too: Chromium paints no part of a frame outside the page's viewport.
  const pageSize = context.page.viewportSize()!;
  const viewportHeight = await frameElement.evaluate((element, fullHeight) => {
    const holder = element.parentElement!;
    const before = holder.offsetHeight;
    if (fullHeight > before) holder.style.height = `${fullHeight}px`;
    return before;
  }, height);
  const afterTwoFrames = () =>
    frame.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  let shot: Buffer;
  let pageGrown = false;
  try {
    let rect = (await frameElement.boundingBox())!;
    // The story lays itself out and paints at the new size before the shot; what it still adds meanwhile (a part
    // whose code arrived late) grows the frame again, a few times at most.
    for (let round = 0; round < 3; round += 1) {
      if (rect.y + rect.height > context.page.viewportSize()!.height) {
        await context.page.setViewportSize({
          width: pageSize.width,
          height: Math.ceil(rect.y + rect.height),
        });
        pageGrown = true;
      }
      await afterTwoFrames();
      const grown = await pageHeight();
      if (grown <= rect.height) break;
      await frameElement.evaluate((element, fullHeight) => {
        element.parentElement!.style.height = `${fullHeight}px`;
      }, grown);
      rect = (await frameElement.boundingBox())!;
    }
    shot = await context.page.screenshot({
      clip: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      animations: 'disabled',
      caret: 'hide',
    });
  } finally {
    await frameElement.evaluate((element, before) => {
      element.parentElement!.style.height = `${before}px`;
    }, viewportHeight);
    if (pageGrown) await context.page.setViewportSize(pageSize);
  }

  const baseline = join(baselineDir, `${storyId}.png`);
  const outcome = compare(shot, baseline, storyId);
  if (outcome.status !== 'matches' && context.project.config.snapshotOptions.updateSnapshot === 'all') {
    writeFileSync(baseline, shot);
    return { status: 'written' };
  }
  return outcome;
};

/** The story's full height in its frame (run in the frame). */
function storyHeight(): number {
  return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
}

/** The shot against its baseline: identical bytes, or pixels within the thresholds, match. */
function compare(shot: Buffer, baseline: string, storyId: string): ShotOutcome {
  if (!existsSync(baseline)) {
    // A story without a committed baseline fails: every story a change adds comes with its reviewed shot.
    return {
      status: 'missing',
      message: `No committed baseline ${baseline}: run pnpm test:visual:update and review the new screenshots`,
    };
  }
  const expected = readFileSync(baseline);
  if (expected.equals(shot)) return { status: 'matches' };

  const actualImage = PNG.sync.read(shot);
  const expectedImage = PNG.sync.read(expected);
  let message: string | undefined;
  let diff: PNG | undefined;
  if (actualImage.width !== expectedImage.width || actualImage.height !== expectedImage.height) {
    message = `The shot is ${actualImage.width}x${actualImage.height}, the baseline ${expectedImage.width}x${expectedImage.height}`;
  } else {
    diff = new PNG({ width: actualImage.width, height: actualImage.height });
    const differing = pixelmatch(
      actualImage.data,
      expectedImage.data,
      diff.data,
      actualImage.width,
      actualImage.height,
      { threshold: THRESHOLD },
    );
    const ratio = differing / (actualImage.width * actualImage.height);
    if (ratio <= MAX_DIFF_RATIO) return { status: 'matches' };
    message = `${differing} pixels (${(ratio * 100).toFixed(2)} %) differ from the baseline`;
  }
  mkdirSync(failureDir, { recursive: true });
  writeFileSync(join(failureDir, `${storyId}-actual.png`), shot);
  if (diff) writeFileSync(join(failureDir, `${storyId}-diff.png`), PNG.sync.write(diff));
  return { status: 'differs', message: `${message}: see ${failureDir}/${storyId}-actual.png` };
}
