/**
 * Every ui component is photographed under Windows' contrast themes: its stories file has a `ForcedColors` story,
 * shown with `forced-colors: active` emulated (.storybook/storyMedia.ts), whose baseline shows its states and focus
 * ring as a contrast theme paints them.
 */
import { describe, expect, it } from 'vitest';

interface StoriesModule {
  ForcedColors?: { parameters?: { forcedColors?: string } };
}

const storiesFiles = import.meta.glob<StoriesModule>('./components/**/*.stories.tsx', { eager: true });

describe("ui's stories under forced colours", () => {
  it('every component has a ForcedColors story with forced colours emulated', () => {
    const paths = Object.keys(storiesFiles);
    expect(paths.length).toBeGreaterThan(60);
    expect(
      paths.filter((path) => storiesFiles[path]!.ForcedColors?.parameters?.forcedColors !== 'active'),
      "add a ForcedColors story (see Checkbox's) to these",
    ).toEqual([]);
  });
});
