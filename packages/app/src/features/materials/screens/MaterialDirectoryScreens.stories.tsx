import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MaterialDealersScreen from './MaterialDealersScreen';
import PriceListScreen from './PriceListScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Material dealers and price lists',
  tags: ['!autodocs'],
  component: MaterialDealersScreen,
  decorators: [withApp({ path: '/material-dealer?brand_id=1&material_city=Chennai', signedInAs: 1 })],
} satisfies Meta<typeof MaterialDealersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = async (canvasElement: HTMLElement, name: string | RegExp) => {
  const list = await within(canvasElement).findByRole('list', { name }, LOAD);
  return within(list).getAllByRole('listitem');
};

const dealers = stateStories({ endpoint: '/connect-material-dealer-citybrandwise' });
const priceLists = stateStories({
  endpoint: '/rate-list',
  app: { path: '/download-price-list', signedInAs: 1 },
  render: () => <PriceListScreen />,
});

/** The brand's dealers in the city: name, mobile, email and address each. */
export const Dealers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reliance Repol Dealers' }, LOAD),
    ).toBeInTheDocument();
    const dealers = await items(canvasElement, 'Reliance Repol dealers in Chennai');
    await expect(dealers).toHaveLength(2);
    await expect(within(dealers[0] as HTMLElement).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

/** No dealer of the brand in the city: the spec's words, and other cities to look in, a press away. */
export const NoDealerHere: Story = {
  decorators: [withApp({ path: '/material-dealer?brand_id=1&material_city=Pune', signedInAs: 1 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No dealer found at this location.', undefined, LOAD),
    ).toBeInTheDocument();
    const others = await canvas.findByRole('group', { name: 'Other cities' }, LOAD);
    await expect(within(others).queryByRole('button', { name: 'Pune' })).not.toBeInTheDocument();
    await userEvent.click(within(others).getByRole('button', { name: 'Chennai' }));
    await expect(await items(canvasElement, 'Reliance Repol dealers in Chennai')).toHaveLength(2);
  },
};

/** The dealers could not be loaded: the user is told, and Try again brings them. */
export const DealersFailureThenRetry: Story = {
  tags: ['skip-visual'],
  ...dealers.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(await items(canvasElement, /dealers in Chennai/)).toHaveLength(2),
  }),
};

/** No brand chosen (a bare link): "Record Not Found". */
export const DealersWithoutBrand: Story = dealers.missing({
  path: '/material-dealer?material_city=Chennai',
  signedInAs: 1,
  storage: { brand_id: null, brand_name: null },
});

/** Every brand's price lists (Brand: All), each with the brand's picture and name and a download. */
export const PriceLists: Story = {
  decorators: [withApp({ path: '/download-price-list', signedInAs: 1 })],
  render: () => <PriceListScreen />,
  play: async ({ canvasElement }) => {
    const lists = await items(canvasElement, 'Price lists');
    await expect(lists).toHaveLength(20);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Brand' })).toHaveValue('');
    await expect(within(lists[0] as HTMLElement).getByRole('link', { name: /^Download / })).toHaveAttribute(
      'download',
    );
  },
};

/** One brand chosen: its lists only, and the choice in the URL. */
export const OneBrandsPriceLists: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/download-price-list', signedInAs: 1 })],
  render: () => <PriceListScreen />,
  play: async ({ canvasElement }) => {
    await items(canvasElement, 'Price lists');
    const brand = within(canvasElement).getByRole('combobox', { name: 'Brand' });
    await waitFor(() => expect(within(brand).getAllByRole('option').length).toBeGreaterThan(1), LOAD);
    await userEvent.selectOptions(brand, 'Reliance Repol');
    await waitFor(() => expect(storyLocation()).toMatch(/brand=1/), LOAD);
    const lists = await items(canvasElement, 'Price lists');
    await expect(lists).toHaveLength(2);
    for (const list of lists) await expect(list).toHaveTextContent('Reliance Repol');
  },
};

/** A server with no price lists: "No Data Found". */
export const NoPriceLists: Story = priceLists.empty({ answer: { ratelist: [] } });

/** The price lists could not be loaded: the user is told, and Try again brings them. */
export const PriceListsFailureThenRetry: Story = {
  tags: ['skip-visual'],
  ...priceLists.failure({
    fault: 'server-error',
    content: async (canvasElement) => expect(await items(canvasElement, 'Price lists')).toHaveLength(20),
  }),
};
