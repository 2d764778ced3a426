import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '@plastihub/ui';
import { clearFaults, handlers, resetDatabase, setFaults, type Fault } from '@plastihub/mocks';

/** `parameters.mockFaults` switches fault injection for one story. */
declare module '@storybook/react-vite' {
  interface Parameters {
    mockFaults?: Fault[];
  }
}

/**
 * Puts the theme class on <html>, as the app does, so portals (dialogs, toasts) are themed too. It sets the
 * class before paint and never removes it on unmount: when Storybook switches stories, the next story's
 * class must not be taken away by the previous story's cleanup.
 */
function ThemeRoot({ theme, children }: { theme: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(theme);
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={context.globals.theme === 'dark' ? darkTheme : lightTheme}>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  beforeEach({ parameters }) {
    resetDatabase();
    // Every story is a fresh tab: no selection handed over by the story shown before it (the visual test
    // switches stories in one page).
    sessionStorage.clear();
    if (parameters.mockFaults) setFaults(parameters.mockFaults);
    return () => clearFaults();
  },
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
