import type { BrowserCommand } from 'vitest/node';

export type ForcedColors = 'active' | 'none';

/**
 * A Vitest browser command (run in Node): emulates `forced-colors` (Windows' contrast themes) for the page, so the
 * story's CSS meets the palette a contrast theme forces on it. Chromium applies the forced palette, not only the
 * media feature.
 */
export const emulateForcedColors: BrowserCommand<[forcedColors: ForcedColors]> = async (
  context,
  forcedColors,
) => {
  await context.page.emulateMedia({ forcedColors });
};
