import type { Preview, ReactRenderer } from '@storybook/react-vite';
import { withThemeByClassName, type ThemesTypes } from '@storybook/addon-themes';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { darkTheme, lightTheme } from '@plastihub/ui';
import { clearFaults, handlers, resetDatabase, setFaults, type Fault } from '@plastihub/mocks';
import { forgetRequests, holdBack, trackRequests } from './mockRequests';
import { applyForcedColors } from './storyMedia';

/** `parameters.mockFaults` switches fault injection for one story. */
declare module '@storybook/react-vite' {
  interface Parameters {
    mockFaults?: Fault[];
  }
}

/**
 * The themes addon's `theme` global (its toolbar, the URL's `globals=theme:dark`, a story's own `globals`)
 * names one of these classes; it goes on <html>, as in the app, so portals (dialogs, toasts) are themed too.
 */
const themes: Record<string, string> = { light: lightTheme, dark: darkTheme };
const defaultTheme = 'light';

/**
 * The addon's decorator sets the class in an effect that Storybook's preview runs only once the story has
 * rendered and played (on STORY_RENDERED). Setting the same class before each render too means the story, its
 * play function and every overlay it opens already see the story's theme.
 */
function applyTheme(name: unknown) {
  const root = document.documentElement;
  root.classList.remove(...Object.values(themes));
  root.classList.add((typeof name === 'string' && themes[name]) || lightTheme);
}

/** Removes every localStorage key but Storybook's own (its layout and addon state share this origin). */
function clearAppLocalStorage() {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key !== null && !/storybook/i.test(key)) localStorage.removeItem(key);
}

/**
 * Storybook's preview page lays a story out by its `layout` parameter (classes on <body>, styled in its page's
 * head). The story tests render stories in Vitest's page instead, where nothing sets them: the classes are set
 * here for every story (the same ones Storybook sets), and vitest.setup.ts brings their rules.
 */
function applyLayout(layout: unknown) {
  const classes = document.body.classList;
  classes.remove('sb-main-padded', 'sb-main-centered', 'sb-main-fullscreen');
  classes.add('sb-show-main', `sb-main-${typeof layout === 'string' ? layout : 'padded'}`);
}

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      trackRequests(worker);
      return worker;
    }),
  ],
  async beforeEach(context) {
    await applyForcedColors(context.parameters.forcedColors);
    const { themeOverride } = (context.parameters as ThemesTypes['parameters']).themes ?? {};
    applyTheme(themeOverride || (context.globals as ThemesTypes['globals']).theme);
    applyLayout(context.parameters.layout);
    resetDatabase();
    forgetRequests();
    // Every story is a fresh browser: nothing an earlier story left (a selection handed over, a compare list, a
    // user's saved listings), since the visual test switches stories in one page. Storybook's own keys stay.
    sessionStorage.clear();
    clearAppLocalStorage();
    if (context.parameters.mockFaults) {
      setFaults(context.parameters.mockFaults);
      holdBack(context.parameters.mockFaults);
    }
    return () => clearFaults();
  },
  decorators: [withThemeByClassName<ReactRenderer>({ themes, defaultTheme })],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        // The size the story tests show a story at when it names none (vitest.config.ts), and its baseline's width.
        storyTest: {
          name: 'Story test (800 × 600)',
          styles: { width: '800px', height: '600px' },
          type: 'desktop',
        },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
