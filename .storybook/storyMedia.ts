import type { ForcedColors } from './forcedColors';

/** `parameters.forcedColors: 'active'` shows a story as Windows' contrast themes do (in the story tests). */
declare module '@storybook/react-vite' {
  interface Parameters {
    forcedColors?: ForcedColors;
  }
}

type Emulate = (forcedColors: ForcedColors) => Promise<void>;

/**
 * Pages cannot switch media features themselves: the story tests can, through a browser command, which
 * vitest.setup.ts hands over here. In Storybook itself nothing is emulated (DevTools' Rendering panel, "Emulate CSS
 * media feature forced-colors", shows it there).
 */
let emulate: Emulate | undefined;
let current: ForcedColors = 'none';

export function setForcedColorsEmulator(emulator: Emulate) {
  emulate = emulator;
}

/** Before each story: its forced colours, switched only when they change from the story before. */
export async function applyForcedColors(wanted: ForcedColors = 'none') {
  if (!emulate || wanted === current) return;
  await emulate(wanted);
  current = wanted;
}
