// @vitest-environment node
import { readdirSync } from 'node:fs';
import { buildIndex } from 'storybook/internal/core-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { baselineDir } from './storyShots';

interface IndexedStory {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

/** Storybook's index of every story, as Storybook builds it (the story tests see the same stories). */
let stories: IndexedStory[];
beforeAll(async () => {
  const index = await buildIndex({ configDir: '.storybook' });
  stories = Object.values(index.entries).flatMap((entry) =>
    entry.type === 'story' && entry.tags?.includes('test')
      ? [{ id: entry.id, title: entry.title, name: entry.name, tags: entry.tags }]
      : [],
  );
}, 60_000);

describe("Storybook's stories", () => {
  it('show every component in its dark look, in a Dark Theme story', () => {
    const components = new Set(
      stories.map((story) => story.title).filter((title) => title.startsWith('Components/')),
    );
    const withoutDark = [...components].filter(
      (title) => !stories.some((story) => story.title === title && story.name.startsWith('Dark Theme')),
    );
    expect(withoutDark, 'add a Dark Theme story (its first story with globals: { theme: "dark" })').toEqual(
      [],
    );
  });

  it('have a baseline each when photographed, and no baseline belongs to no story', () => {
    const photographed = new Set(
      stories.filter((story) => !story.tags.includes('skip-visual')).map((story) => `${story.id}.png`),
    );
    const baselines = readdirSync(baselineDir);
    expect(
      baselines.filter((file) => !photographed.has(file)),
      'remove the screenshots of stories that are gone',
    ).toEqual([]);
    expect(
      [...photographed].filter((file) => !baselines.includes(file)),
      'pnpm test:visual:update, then review the new screenshots',
    ).toEqual([]);
  });
});
