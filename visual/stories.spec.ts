import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(fileURLToPath(new URL('../storybook-static/index.json', import.meta.url)), 'utf8'),
) as { entries: Record<string, IndexEntry> };

/** Storybook's `test` tag (on by default, `!test` takes a story out), as Storybook's own test runners read it. */
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('test'),
);
/** `skip-visual`: a story whose look depends on timing is played and checked by axe, but not photographed. */
const photographed = (story: IndexEntry) => !story.tags?.includes('skip-visual');

interface StoryOutcome {
  status: 'success' | 'error';
  /** What went wrong, readable in a test report: the play function's error, axe's violations. */
  problems: string[];
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: StorybookChannel;
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory: (specifier: { storyId: string }) => Promise<{
        parameters: {
          viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
        };
        storyGlobals: { viewport?: { value?: string } };
      }>;
    };
  };
  /** Each story's outcome by story id, recorded from Storybook's storyFinished event (see `recordOutcomes`). */
  storyOutcomes?: Record<string, StoryOutcome>;
}
interface StorybookChannel {
  on: (event: string, listener: (payload: never) => void) => void;
  emit: (event: string, payload: unknown) => void;
}
interface FinishedEvent {
  storyId: string;
  status: 'success' | 'error';
  reporters: {
    type: string;
    status: string;
    result?: { violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[]; error?: unknown };
  }[];
}

/**
 * Runs in the preview before Storybook does: as soon as Storybook creates its channel, listen for each story's
 * storyFinished event. Storybook sends it once the story has rendered, its play function has run and the a11y
 * addon's axe check (its afterEach) has reported; `status` is `error` when any of them failed.
 */
function recordOutcomes() {
  const win = window as PreviewWindow;
  win.storyOutcomes = {};
  let channel: StorybookChannel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: StorybookChannel) {
      channel = value;
      const errors: string[] = [];
      const noteError = (error: { message?: string } | { message?: string }[]) =>
        [error].flat().forEach((each) => errors.push(each?.message ?? String(each)));
      value.on('setCurrentStory', () => errors.splice(0));
      value.on('playFunctionThrewException', noteError);
      value.on('storyThrewException', noteError);
      value.on('unhandledErrorsWhilePlaying', noteError);
      value.on('storyFinished', ({ storyId, status, reporters }: FinishedEvent) => {
        const violations = reporters
          .filter((report) => report.type === 'a11y' && report.status === 'failed')
          .flatMap(
            (report) =>
              report.result?.violations?.map(
                (violation) =>
                  `axe ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
              ) ?? [`axe did not run: ${String(report.result?.error)}`],
          );
        win.storyOutcomes![storyId] = { status, problems: [...errors, ...violations] };
        errors.splice(0);
      });
    },
  });
}

/**
 * One Storybook preview per worker: loading the preview (and its mock service worker) once and
 * switching stories over Storybook's channel, as the manager does, is many times faster than a page
 * load per story. Each story still renders from scratch (the previous one is unmounted, the demo
 * database reset by the preview's beforeEach).
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.addInitScript(recordOutcomes);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** The page size every story has unless it names a viewport of its own (a phone story). */
const defaultViewport = { width: 800, height: 600 };

/**
 * The viewport a story asks for (`globals: { viewport: { value } }` naming one of its
 * `parameters.viewport.options`), as Storybook's toolbar and its Vitest runner apply it.
 */
async function viewportOf(page: Page, storyId: string) {
  return page.evaluate(async (storyId) => {
    const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    const story = await store?.loadStory({ storyId });
    const name = story?.storyGlobals.viewport?.value;
    const styles = name ? story?.parameters.viewport?.options?.[name]?.styles : undefined;
    const px = (value?: string) => (value?.endsWith('px') ? Number.parseInt(value, 10) : undefined);
    const width = px(styles?.width);
    const height = px(styles?.height);
    return width && height ? { width, height } : null;
  }, storyId);
}

/** Shows a story and waits for its outcome: rendered at its viewport, played, checked by axe. */
async function show(page: Page, storyId: string): Promise<StoryOutcome> {
  if (page.url() === 'about:blank') {
    // The preview, showing no story yet: a story is only shown once its viewport is set.
    await page.setViewportSize(defaultViewport);
    await page.goto('/iframe.html?id=none&viewMode=story');
    await page.waitForFunction(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue);
  }
  const viewport = (await viewportOf(page, storyId)) ?? defaultViewport;
  const current = page.viewportSize();
  if (current?.width !== viewport.width || current.height !== viewport.height) {
    await page.setViewportSize(viewport);
  }
  await page.evaluate((storyId) => {
    const win = window as PreviewWindow;
    delete win.storyOutcomes![storyId];
    win.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, storyId);
  const outcome = await page.waitForFunction(
    (storyId) => (window as PreviewWindow).storyOutcomes?.[storyId],
    storyId,
  );
  return (await outcome.jsonValue()) as StoryOutcome;
}

/** Fonts and pictures ready, the page at its top: what the screenshot shows never depends on timing. */
async function settle(page: Page) {
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

/*
 * The story tests: every story rendered in real Chromium from the static Storybook build, its play function run,
 * axe run by the a11y addon with the story's own a11y parameters, then one screenshot compared with the
 * committed baseline. Each story shows in its own theme: a component's dark look is its Dark Theme story.
 */
for (const story of stories) {
  test(story.id, async ({ preview }, testInfo) => {
    const name = `${story.id}.png`;
    // A story without a committed baseline fails (Playwright would otherwise write one and pass): every
    // story a change adds comes with its reviewed screenshots (`pnpm test:visual:update`).
    const updating = ['all', 'changed', 'missing'].includes(testInfo.config.updateSnapshots);
    if (photographed(story) && !updating && !existsSync(testInfo.snapshotPath(name))) {
      throw new Error(
        `No committed baseline ${name}: run pnpm test:visual:update and review the new screenshots`,
      );
    }
    const outcome = await show(preview, story.id);
    expect(outcome.problems, `${story.title} / ${story.id}: play function and axe`).toEqual([]);
    expect(outcome.status, 'Storybook reports the story failed').toBe('success');
    if (!photographed(story)) return;
    await settle(preview);
    // One screenshot of a settled story (rendered, play function done, fonts and images decoded,
    // motion reduced and animations disabled) instead of toHaveScreenshot's repeat-until-stable loop.
    const shot = await preview.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(shot).toMatchSnapshot(name);
  });
}

test('every component shows its dark look in a Dark Theme story', () => {
  const components = new Set(
    stories.map((story) => story.title).filter((title) => title.startsWith('Components/')),
  );
  const withoutDark = [...components].filter(
    (title) => !stories.some((story) => story.title === title && story.name.startsWith('Dark Theme')),
  );
  expect(withoutDark, 'add a Dark Theme story (its first story with globals: { theme: "dark" })').toEqual([]);
});

test('every committed baseline belongs to a story that is photographed', () => {
  const names = new Set(stories.filter(photographed).map((story) => `${story.id}.png`));
  const orphans = readdirSync(fileURLToPath(new URL('__screenshots__', import.meta.url))).filter(
    (file) => !names.has(file),
  );
  expect(orphans, 'remove the screenshots of stories that are gone').toEqual([]);
});
