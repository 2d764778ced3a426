import { expect, userEvent, within } from 'storybook/test';

/** Play-function checks shared by every button-like story (Button, IconButton). */

interface PlayArgs {
  canvasElement: HTMLElement;
  args: { onPress?: () => void };
}

/** The named button cannot be pressed (disabled or pending): clicking it never calls onPress. */
export const expectNotPressable =
  (name: string) =>
  async ({ args, canvasElement }: PlayArgs) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await expect(args.onPress).not.toHaveBeenCalled();
  };

/** Tab reaches the named button with a visible focus ring; Enter and Space each press it. */
export const expectKeyboardPress =
  (name: string) =>
  async ({ args, canvasElement }: PlayArgs) => {
    const button = within(canvasElement).getByRole('button', { name });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  };
