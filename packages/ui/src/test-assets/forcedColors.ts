import { expect, userEvent } from 'storybook/test';

/**
 * A `ForcedColors` story shows its focus ring: unless its play put focus somewhere already (an open menu), the first
 * control takes focus by keyboard, as `:focus-visible` needs.
 */
export async function showFocusRing() {
  if (document.activeElement === null || document.activeElement === document.body) await userEvent.tab();
}

/** A colour as the browser computes it (a system colour such as `Canvas` resolves to the theme's value). */
function computedColour(colour: string) {
  const probe = document.createElement('div');
  probe.style.backgroundColor = colour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return computed;
}

/**
 * A state drawn as a fill (a current page, a chosen radio's dot, a progress bar) is painted in a colour of its own,
 * not the page's: under a contrast theme, a fill left to the browser becomes the page's colour and disappears.
 */
export async function expectFilledApart(element: Element, pseudoElement?: string) {
  await expect(getComputedStyle(element, pseudoElement).backgroundColor, 'its fill').not.toBe(
    computedColour('Canvas'),
  );
}

interface ThemedStory<Context> {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  play?: (context: Context) => unknown;
}

interface ForcedColorsOptions<Context> {
  /** A state the contrast theme must keep told apart (a current page's fill), checked after the story's play. */
  check?: (context: Context) => Promise<void>;
  /**
   * Whether the story's own play runs first (false for a play that checks the theme it was drawn in).
   * @default true
   */
  replay?: boolean;
}

/**
 * The story as Windows' contrast themes show it (forced colours, on the light theme): its own play, a `check`,
 * then the focus ring.
 */
export function inForcedColors<Context, S extends ThemedStory<Context>>(
  story: S & ThemedStory<Context>,
  { check, replay = true }: ForcedColorsOptions<Context> = {},
): S {
  return {
    ...story,
    globals: { ...story.globals, theme: 'light' },
    parameters: { ...story.parameters, forcedColors: 'active' },
    play: async (context: Context) => {
      if (replay) await story.play?.(context);
      await check?.(context);
      await showFocusRing();
    },
  };
}
