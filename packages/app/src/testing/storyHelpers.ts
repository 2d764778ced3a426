import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API_PREFIX, clearFaults, type Fault } from '@plastihub/mocks';
import { withApp, type AppStoryOptions } from './AppStory';

/** First loads go through the mock backend in a busy test browser: allow more than the 1 s default. */
export const LOAD = { timeout: 5000 };

/**
 * A failed load as the user meets it (an alert saying what went wrong), then "Try again" once the
 * backend is back. Returns the canvas to check that the content came.
 */
export async function failThenRetry(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert', undefined, LOAD)).toHaveTextContent(message);
  clearFaults();
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  return canvas;
}

/**
 * A page whose record is still on its way: the spinner shows under the page's own heading (the
 * endpoint is held back by a latency fault in the story's parameters).
 */
export async function expectLoading(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  // Other parts of the page (the balance, the sidebar's profile) may still be loading too.
  await waitFor(
    () => expect(canvas.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0),
    LOAD,
  );
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
}

/** The record the page asks for is not there. */
export async function expectRecordNotFound(canvasElement: HTMLElement) {
  await expect(
    await within(canvasElement).findByText('Record Not Found', undefined, LOAD),
  ).toBeInTheDocument();
}

/** The cards of the result list named `label`, once they have come (while loading the grid holds skeletons). */
export async function listCards(canvasElement: HTMLElement, label: string) {
  const list = () => within(canvasElement).getByRole('list', { name: label });
  await waitFor(() => expect(within(list()).getAllByRole('article').length).toBeGreaterThan(0), LOAD);
  return within(list()).getAllByRole('article');
}

/** A screen as its state stories open it. */
export interface StatefulScreen {
  /** The call the screen's content comes from, as the mock backend names it (`/skrap-dealers`). */
  endpoint: string;
  /** Where the screen opens and as whom; without it, the meta's decorator opens it. */
  app?: AppStoryOptions;
  /** Renders the screen; without it, the meta's component. */
  render?: () => ReactElement;
}

/** One story's changes to its screen: where it opens (over the screen's `app`) and which call it is about. */
interface StateOptions extends AppStoryOptions {
  endpoint?: string;
}

/** A check of what the user sees, run once the state's own check has passed. */
type Check = (canvasElement: HTMLElement) => Promise<unknown>;

/** How the page looks while its content is on its way: the list's skeletons, its spinners, or one spinner. */
interface LoadingLook {
  /** The skeleton cards of the result list named `list`. */
  list?: string;
  /** The spinners under the page's own heading `page` (other parts may be loading too), and no table. */
  page?: string;
  /** Without `list` or `page`: one spinner, then this. */
  also?: Check;
}

/** The faults a failure story injects, each with the start of what the api-client then tells the user. */
const faultMessages = {
  'network-error': 'We could not reach the server. Check your connection',
  'server-error': 'Something went wrong on our side',
  malformed: 'The server sent an answer we could not read',
} as const;

/**
 * A story of one state of a screen, for its stories file to export under the story's own name. Tags are not
 * in it: Storybook's indexer reads them from the stories file (the visual suite's `skip-visual`).
 */
export interface StateStory {
  decorators?: Decorator[];
  render?: () => ReactElement;
  parameters?: { mockFaults?: Fault[]; msw?: { handlers: ReturnType<typeof http.get>[] } };
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * The loading, empty, missing and failed stories of one screen, each as the user meets it:
 * `export const DealersLoading: Story = dealers.loading();`.
 */
export function stateStories(screen: StatefulScreen) {
  const frame = (app: AppStoryOptions) => {
    const opened = Object.keys(app).length > 0 ? { ...screen.app, ...app } : screen.app;
    return {
      ...(opened && { decorators: [withApp(opened)] }),
      ...(screen.render && { render: screen.render }),
    };
  };
  const answering = (endpoint: string, answer: JsonBodyType) => ({
    msw: { handlers: [http.get(`*${API_PREFIX}${endpoint}`, () => HttpResponse.json(answer))] },
  });

  return {
    /** The call answers only after 20 s, so the page stays in its loading state. */
    loading(options: StateOptions & LoadingLook = {}): StateStory {
      const { endpoint = screen.endpoint, list, page, also, ...app } = options;
      return {
        ...frame(app),
        parameters: { mockFaults: [{ kind: 'latency', endpoint, delayMs: 20_000 }] },
        play: async ({ canvasElement }) => {
          const canvas = within(canvasElement);
          if (list !== undefined) {
            await expect(await canvas.findByText(`Loading ${list}`, undefined, LOAD)).toBeInTheDocument();
          } else if (page !== undefined) {
            await expectLoading(canvasElement, page);
          } else {
            await expect(await canvas.findByRole('status', { name: 'Loading' }, LOAD)).toBeInTheDocument();
            await also?.(canvasElement);
          }
        },
      };
    },

    /** "No Data Found": the call answers `answer` (an empty list), or the demo data has nothing there. */
    empty(options: StateOptions & { answer?: JsonBodyType; also?: Check } = {}): StateStory {
      const { endpoint = screen.endpoint, answer, also, ...app } = options;
      return {
        ...frame(app),
        ...(answer !== undefined && { parameters: answering(endpoint, answer) }),
        play: async ({ canvasElement }) => {
          await expect(
            await within(canvasElement).findByText('No Data Found', undefined, LOAD),
          ).toBeVisible();
          await also?.(canvasElement);
        },
      };
    },

    /**
     * "Record Not Found": opened at a record that is not there (or with none chosen), or the call answers
     * `answer` (without the record).
     */
    missing(options: StateOptions & { answer?: JsonBodyType } = {}): StateStory {
      const { endpoint = screen.endpoint, answer, ...app } = options;
      return {
        ...frame(app),
        ...(answer !== undefined && { parameters: answering(endpoint, answer) }),
        play: ({ canvasElement }) => expectRecordNotFound(canvasElement),
      };
    },

    /**
     * The call fails with `fault`: an alert says what went wrong (`message`, or what the user is told for the
     * fault), and "Try again" brings the `content`.
     */
    failure(
      options: StateOptions & { fault: keyof typeof faultMessages; message?: string; content: Check },
    ): StateStory {
      const { endpoint = screen.endpoint, fault, message = faultMessages[fault], content, ...app } = options;
      return {
        ...frame(app),
        parameters: { mockFaults: [{ kind: fault, endpoint }] },
        play: async ({ canvasElement }) => {
          await failThenRetry(canvasElement, message);
          await content(canvasElement);
        },
      };
    },
  };
}

/** Confirms in the dialog a ConfirmButton opened (named `dialogName`), with its button named `confirmLabel`. */
export async function confirmInDialog(dialogName: string | RegExp, confirmLabel: string | RegExp) {
  const dialog = await within(document.body).findByRole('dialog', { name: dialogName }, LOAD);
  await userEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
}
