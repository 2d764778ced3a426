import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { Inline } from '../Box';
import { Text } from '../Text';
import { Link } from './Link';
import { storyNavigate, withStoryRouter } from './storyRouter';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Link',
  component: Link,
  decorators: [withStoryRouter],
  args: { href: '/trade', children: 'Browse trade listings' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants, if: { arg: 'asButton' } },
    size: { control: 'inline-radio', options: buttonSizes, if: { arg: 'asButton' } },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InText: Story = {
  render: (args) => (
    <Text>
      Read our <Link {...args}>privacy policy</Link> before you register.
    </Text>
  ),
  args: { href: '/privacy-policy' },
};

export const AsButton: Story = {
  render: (args) => (
    <Inline space="md">
      {buttonVariants.map((variant) => (
        <Link key={variant} {...args} asButton variant={variant}>
          Go to homepage ({variant})
        </Link>
      ))}
    </Inline>
  ),
  args: { href: '/' },
};

export const External: Story = {
  args: { href: 'https://example.com/app-store', external: true, children: 'Download the app' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download the app (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ClientSideNavigation: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse trade listings' });
    await userEvent.click(link);
    await expect(storyNavigate).toHaveBeenCalledWith('/trade');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse trade listings' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link)).toMatchObject({ outlineStyle: 'solid', outlineWidth: '3px' });
    await userEvent.keyboard('{Enter}');
    await expect(storyNavigate).toHaveBeenCalledWith('/trade');
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
