import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneStory } from '../AppLayout/storyViewports';
import { ShareMenu } from './ShareMenu';
import type { ShareApis } from './shareLinks';
import { inForcedColors } from '../../test-assets/forcedColors';

const title = 'Repol H110MA';
const url = 'https://plastihub.example/material-details?id=42';
const whatsAppHref =
  'https://wa.me/?text=Repol%20H110MA%20https%3A%2F%2Fplastihub.example%2Fmaterial-details%3Fid%3D42';

// Stand-ins for the browser's APIs; cleared before each story, their behaviour kept.
const share = fn(async (_data: ShareData) => {}).mockName('share');
const closedShareSheet = fn(async (_data: ShareData) => {
  throw new DOMException('Share canceled', 'AbortError');
}).mockName('share');
const failingShare = fn(async (_data: ShareData) => {
  throw new DOMException('Permission denied', 'NotAllowedError');
}).mockName('share');
const writeText = fn(async (_text: string) => {}).mockName('writeText');
const refusingWriteText = fn(async (_text: string) => {
  throw new DOMException('Write permission denied', 'NotAllowedError');
}).mockName('writeText');
const standIns = [share, closedShareSheet, failingShare, writeText, refusingWriteText];

const withoutWebShare: ShareApis = { clipboard: { writeText } };

const meta = {
  title: 'Components/ShareMenu',
  component: ShareMenu,
  args: { title, url, label: 'Share', browserApis: withoutWebShare },
  argTypes: { browserApis: { control: false } },
  beforeEach: () => standIns.forEach((standIn) => standIn.mockClear()),
} satisfies Meta<typeof ShareMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const shareButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Share' });

async function openMenuByKeyboard(canvasElement: HTMLElement) {
  await userEvent.tab();
  await expect(shareButton(canvasElement)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return page().findByRole('menu', { name: 'Share' });
}

export const Playground: Story = {};

/** The browser shares: the button opens its sheet with the title and URL, no menu of ours. */
export const WithWebShare: Story = {
  args: { text: 'PP homopolymer, Rs. 1,18,500 in Mumbai', browserApis: { share, clipboard: { writeText } } },
  play: async ({ canvasElement }) => {
    const button = shareButton(canvasElement);
    await expect(button).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(button);
    await expect(share).toHaveBeenCalledWith({ title, url, text: 'PP homopolymer, Rs. 1,18,500 in Mumbai' });
    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Closing the share sheet is not an error: nothing is said and no menu opens. */
export const ShareSheetClosed: Story = {
  args: { browserApis: { share: closedShareSheet } },
  play: async ({ canvasElement }) => {
    await userEvent.click(shareButton(canvasElement));
    await expect(closedShareSheet).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** The share sheet fails (the browser refuses): the menu opens in its place. */
export const ShareSheetFailsToMenu: Story = {
  args: { browserApis: { share: failingShare, clipboard: { writeText } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(shareButton(canvasElement));
    const menu = await page().findByRole('menu', { name: 'Share' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^WhatsApp/ })).toBeVisible());
    await expect(shareButton(canvasElement)).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The browser has Web Share but cannot share this (canShare says no): the menu. */
export const WebShareRefusesData: Story = {
  args: { browserApis: { share, canShare: () => false, clipboard: { writeText } } },
  play: async ({ canvasElement }) => {
    await expect(shareButton(canvasElement)).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(shareButton(canvasElement));
    const menu = await page().findByRole('menu', { name: 'Share' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(share).not.toHaveBeenCalled();
  },
};

/** No Web Share: the menu, opened from the keyboard, with WhatsApp in a new tab and Copy link. */
export const FallbackMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenuByKeyboard(canvasElement);
    const whatsApp = within(menu).getByRole('menuitem', { name: 'WhatsApp (opens in a new tab)' });
    await waitFor(() => expect(whatsApp).toHaveFocus());
    await expect(whatsApp).toHaveAttribute('href', whatsAppHref);
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
  },
};

export const LinkCopied: Story = {
  play: async ({ canvasElement }) => {
    await openMenuByKeyboard(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');

    await expect(writeText).toHaveBeenCalledWith(url);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Link copied');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(shareButton(canvasElement)).toHaveFocus());
    await expect(within(canvasElement).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The clipboard refuses: say so, and show the link to copy by hand (a click selects all of it). */
export const CopyFailed: Story = {
  args: { browserApis: { clipboard: { writeText: refusingWriteText } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(shareButton(canvasElement));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Copy link' }));

    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Could not copy the link'));
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: /^Link/ });
    await expect(field).toHaveValue(url);
    await expect(field).toHaveAttribute('readonly');
    await userEvent.click(field);
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length]);
  },
};

/** At 360 px the link to copy by hand fits the screen. */
export const PhoneCopyFailed: Story = {
  ...phoneStory,
  args: { browserApis: { clipboard: { writeText: refusingWriteText } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(shareButton(canvasElement));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Copy link' }));
    await expect(await within(canvasElement).findByRole('textbox', { name: /^Link/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkThemeMenuOpen: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const menu = await openMenuByKeyboard(canvasElement);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toBeVisible());
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkThemeMenuOpen);
