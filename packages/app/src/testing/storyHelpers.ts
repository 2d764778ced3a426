import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearFaults } from '@plastihub/mocks';

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

/** A story whose `endpoint` answers only after 20 s, so the page stays in its loading state. */
export const loadingStory = (endpoint: string, title: string) => ({
  parameters: { mockFaults: [{ kind: 'latency' as const, endpoint, delayMs: 20_000 }] },
  play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectLoading(canvasElement, title),
});

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
