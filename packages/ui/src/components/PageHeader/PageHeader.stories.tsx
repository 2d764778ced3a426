import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageHeader } from './PageHeader';
import { Button } from '../Button';
import { phoneStory } from '../AppLayout/storyViewports';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { inForcedColors } from '../../test-assets/forcedColors';

const breadcrumbs = [
  { label: 'Home', href: '/' },
  { label: 'Trade', href: '/trade' },
  { label: 'Virgin Polymers' },
];

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  decorators: [withStoryRouter],
  args: {
    title: 'Virgin Polymers',
    breadcrumbs,
    description: 'Polymers straight from the producer, listed by sellers across India.',
    actions: <Button variant="secondary">Clear filters</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, description: undefined, actions: undefined, title: 'My Profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Breadcrumbs: Story = {
  play: async ({ canvasElement }) => {
    const trail = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    const items = trail.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Home', 'Trade', 'Virgin Polymers']);
    await expect(trail.getByText('Virgin Polymers')).toHaveAttribute('aria-current', 'page');
    await expect(trail.queryByRole('link', { name: 'Virgin Polymers' })).not.toBeInTheDocument();
    await userEvent.click(trail.getByRole('link', { name: 'Trade' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/trade');
  },
};

export const ActionsBesideTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Clear filters' });
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
  },
};

export const ActionsUnderTitleOnPhone: Story = {
  ...phoneStory,
  args: {
    actions: (
      <>
        <Button>Add Token</Button>
        <Button variant="secondary">Download Statement</Button>
      </>
    ),
    title: 'My Wallet',
    breadcrumbs: [{ label: 'Dashboard', href: '/dashboard' }, { label: 'My Wallet' }],
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'My Wallet' });
    const action = canvas.getByRole('button', { name: 'Add Token' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const LongTrailWrapsOnPhone: Story = {
  ...phoneStory,
  args: {
    title: 'Injection Moulding Machines',
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Connect', href: '/connect' },
      { label: 'Machine', href: '/machine' },
      { label: 'Machine Type', href: '/machine-type' },
      { label: 'Injection Moulding Machines' },
    ],
    actions: undefined,
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
