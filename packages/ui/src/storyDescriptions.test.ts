/**
 * A ui component's docs page says what the component is for from one source: the component's JSDoc
 * (publicApi.test.ts checks that it is there). A stories meta that sets `parameters.docs.description.component`
 * replaces that text on the autodocs page: a second copy that drifts from the first. What a stories file knows
 * about its component goes into the component's JSDoc instead.
 */
import { describe, expect, it } from 'vitest';

interface StoriesModule {
  default: { title?: string; parameters?: { docs?: { description?: { component?: unknown } } } };
}

/** Every ui stories file, as Storybook loads it: its meta is its default export. */
const storiesFiles = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

const describesItsComponent = (stories: StoriesModule) =>
  stories.default.parameters?.docs?.description?.component !== undefined;

describe("ui's stories leave the component's description to its JSDoc", () => {
  it("no stories meta replaces its component's JSDoc on the docs page", () => {
    const paths = Object.keys(storiesFiles);
    expect(paths.length).toBeGreaterThan(60);
    expect(
      paths.filter((path) => describesItsComponent(storiesFiles[path]!)),
      "move the text into the component's JSDoc and remove it from the meta",
    ).toEqual([]);
  });
});
