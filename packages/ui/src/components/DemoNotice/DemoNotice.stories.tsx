import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoNotice } from './DemoNotice';
import { phoneStory } from '../AppLayout/storyViewports';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/DemoNotice',
  component: DemoNotice,
  args: { onReset: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Playground: Story = {};

/** Reset asks first: Cancel changes nothing and returns focus; confirming calls onReset once. */
export const ResetAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Demo' })).toHaveTextContent(
      'Demo data — changes stay in this browser.',
    );
    const reset = canvas.getByRole('button', { name: 'Reset demo data' });
    await userEvent.click(reset);
    let dialog = await page().findByRole('dialog', { name: 'Reset demo data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(reset).toHaveFocus());
    await expect(args.onReset).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    dialog = await page().findByRole('dialog', { name: 'Reset demo data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset demo data' }));
    const dialog = await page().findByRole('dialog', { name: 'Reset demo data?' });
    await expect(dialog).toHaveTextContent('you are signed out');
  },
};

/** A signed-in visitor may approve their own pending listings: the demo has no reviewers. */
export const WithApproveListings: Story = {
  args: { onApproveListings: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve my pending listings' }));
    await expect(args.onApproveListings).toHaveBeenCalledTimes(1);
  },
};

export const Approving: Story = {
  args: { onApproveListings: fn(), approving: true },
  play: async ({ canvasElement, args }) => {
    const approve = within(canvasElement).getByRole('button', { name: 'Approve my pending listings' });
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(approve);
    await expect(args.onApproveListings).not.toHaveBeenCalled();
  },
};

export const WithStatus: Story = {
  args: { onApproveListings: fn(), status: '2 listing(s) approved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 listing(s) approved.');
  },
};

export const Phone: Story = {
  ...phoneStory,
  args: { onApproveListings: fn(), status: '2 listing(s) approved.' },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { onApproveListings: fn(), status: '2 listing(s) approved.' },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
