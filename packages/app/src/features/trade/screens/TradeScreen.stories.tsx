import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TradeScreen from './TradeScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Trade/Trade',
  tags: ['!autodocs'],
  component: TradeScreen,
  decorators: [withApp({ path: '/trade' })],
} satisfies Meta<typeof TradeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four trade types; choosing one by keyboard keeps it and opens its product list. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trade' })).toBeInTheDocument();
    for (const type of ['Virgin Polymers', 'Polymer Compounds', 'Reprocessed Polymer', 'Scrap Material'])
      await expect(canvas.getByRole('link', { name: type })).toBeInTheDocument();
    canvas.getByRole('link', { name: 'Scrap Material' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/trade-product?trade_type=Scrap+Material'));
    await expect(sessionStorage.getItem('trade_type')).toBe('Scrap Material');
  },
};
