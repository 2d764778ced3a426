import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import CarFitnessCentersScreen from './CarFitnessCentersScreen';
import CarScrappageScreen from './CarScrappageScreen';
import CarStatusScreen from './CarStatusScreen';
import KnowYourCarStatusScreen from './KnowYourCarStatusScreen';
import PolicyUpdateScreen from './PolicyUpdateScreen';
import ScrapCarDealersScreen from './ScrapCarDealersScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, failThenRetry, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Car Scrappage',
  tags: ['!autodocs'],
  component: CarScrappageScreen,
  decorators: [withApp({ path: '/car-scrappage', signedInAs: 1 })],
} satisfies Meta<typeof CarScrappageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ahmedabad = 'state_id=7&city_id=25';
const noPlace = { state_id: null, city_id: null };

const dialog = (name: string) => within(document.body).findByRole('dialog', { name }, LOAD);

/** The entries of the directory named `label`, once they have come. */
async function entries(canvasElement: HTMLElement, label: string) {
  const list = await within(canvasElement).findByRole('list', { name: label }, LOAD);
  return within(list).getAllByRole('listitem');
}

const dealers = stateStories({
  endpoint: '/skrap-dealers',
  app: { path: `/scrap-car-dealer?${ahmedabad}`, signedInAs: 1 },
  render: () => <ScrapCarDealersScreen />,
});
const fitnessCentres = stateStories({
  endpoint: '/fitness-centers',
  app: { path: `/car-fitness-center?${ahmedabad}`, signedInAs: 1 },
  render: () => <CarFitnessCentersScreen />,
});
const policies = stateStories({
  endpoint: '/policies',
  app: { path: '/policy-update', signedInAs: 1 },
  render: () => <PolicyUpdateScreen />,
});

/** The four services; Scrap Car Dealer asks for a state, then its city, then Go opens the dealers there. */
export const Services: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Policy Update' })).toHaveAttribute(
      'href',
      '/policy-update',
    );
    await expect(canvas.getByRole('link', { name: 'Know Your Car Status' })).toHaveAttribute(
      'href',
      '/know-your-car-status',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Scrap Car Dealer' }));
    const find = await dialog('Find Scrap Car Dealers');
    const state = await within(find).findByRole('combobox', { name: /^State/ }, LOAD);
    await userEvent.selectOptions(state, 'Gujarat');
    await waitFor(
      () => expect(within(find).getByRole('option', { name: 'Ahmedabad' })).toBeInTheDocument(),
      LOAD,
    );
    await userEvent.selectOptions(within(find).getByRole('combobox', { name: /^City/ }), 'Ahmedabad');
    await userEvent.click(within(find).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(storyLocation()).toBe(`/scrap-car-dealer?${ahmedabad}`), LOAD);
    await expect(sessionStorage.getItem('city_id')).toBe('25');
  },
};

/** The states did not come: the dialog says so and Try again loads them. */
export const StatesFailThenRetry: Story = {
  tags: ['skip-visual'],
  parameters: { mockFaults: [{ kind: 'network-error', endpoint: '/states' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Car Fitness Centre' }));
    const find = await dialog('Find Car Fitness Centres');
    await failThenRetry(find, 'connection');
    await expect(await within(find).findByRole('combobox', { name: /^State/ }, LOAD)).toBeVisible();
  },
};

/** The dealers of the chosen city: name, mobile to call, email to write, address. */
export const Dealers: Story = {
  decorators: [withApp({ path: `/scrap-car-dealer?${ahmedabad}`, signedInAs: 1 })],
  render: () => <ScrapCarDealersScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await entries(canvasElement, 'Scrap Car Dealers in Ahmedabad, Gujarat');
    await expect(found).toHaveLength(3);
    await expect(canvas.getByText('In Ahmedabad, Gujarat')).toBeVisible();
    const first = within(found[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Sabarmati Auto Recyclers' })).toBeVisible();
    await expect(first.getByRole('link', { name: /^98\d{8}$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:98\d{8}$/),
    );
    await expect(first.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

/** A city without dealers: "No Data Found", and another place can be chosen. */
export const NoDealersHere: Story = dealers.empty({
  path: '/scrap-car-dealer?state_id=7&city_id=28',
  also: async (canvasElement) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change state and city' }));
    await expect(await dialog('Find Scrap Car Dealers')).toBeVisible();
  },
});

/** Opened with no place chosen: the dialog asks for one; dismissed, the page says what it needs. */
export const DealersWithoutPlace: Story = {
  decorators: [withApp({ path: '/scrap-car-dealer', signedInAs: 1, storage: noPlace })],
  render: () => <ScrapCarDealersScreen />,
  play: async ({ canvasElement }) => {
    await dialog('Find Scrap Car Dealers');
    await userEvent.keyboard('{Escape}');
    await expect(
      await within(canvasElement).findByText('Choose a state and a city to see the scrap car dealers there.'),
    ).toBeVisible();
  },
};

/** Entries as a sparse server sends them: no name, no email, a long address. */
export const SparseDealers: Story = {
  decorators: [withApp({ path: `/scrap-car-dealer?${ahmedabad}`, signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/skrap-dealers', () =>
          HttpResponse.json({
            skrapDealers: [
              { dealer: null, mobile: '9825012345', email: null, address: 'Plot 12' },
              {
                dealer: 'Sabarmati Authorised Vehicle Scrapping and Recycling Facility Private Limited',
                mobile: '',
                email: 'scrap@example.in',
                address:
                  'Survey No. 1234/5, Behind the Old Octroi Naka, Narol–Aslali Highway, Ahmedabad, Gujarat 382405',
              },
            ],
          }),
        ),
      ],
    },
  },
  render: () => <ScrapCarDealersScreen />,
  play: async ({ canvasElement }) => {
    const found = await entries(canvasElement, 'Scrap Car Dealers in Ahmedabad, Gujarat');
    await expect(within(found[0] as HTMLElement).getByRole('heading', { name: 'Dealer' })).toBeVisible();
    await expect(within(found[0] as HTMLElement).queryByRole('link', { name: /@/ })).toBeNull();
  },
};

export const DealersLoading: Story = dealers.loading();

export const DealersFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...dealers.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(await entries(canvasElement, 'Scrap Car Dealers in Ahmedabad, Gujarat')).toHaveLength(3),
  }),
};

/** The fitness centres of the chosen city: company, mobile, email, address. */
export const FitnessCentres: Story = {
  decorators: [withApp({ path: `/car-fitness-center?${ahmedabad}`, signedInAs: 1 })],
  render: () => <CarFitnessCentersScreen />,
  play: async ({ canvasElement }) => {
    const found = await entries(canvasElement, 'Car Fitness Centres in Ahmedabad, Gujarat');
    await expect(found).toHaveLength(2);
    await expect(
      within(found[0] as HTMLElement).getByRole('heading', { name: 'Ahmedabad Automated Testing Station' }),
    ).toBeVisible();
  },
};

export const FitnessCentresFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...fitnessCentres.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect(await entries(canvasElement, 'Car Fitness Centres in Ahmedabad, Gujarat')).toHaveLength(2),
  }),
};

/** The policy documents, each a PDF to download under its title. */
export const Policies: Story = {
  decorators: [withApp({ path: '/policy-update', signedInAs: 1 })],
  render: () => <PolicyUpdateScreen />,
  play: async ({ canvasElement }) => {
    const found = await entries(canvasElement, 'Policy documents');
    await expect(found).toHaveLength(5);
    const link = within(found[0] as HTMLElement).getByRole('link', { name: 'Vehicle Scrapping Policy 2021' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
    await expect(link).toHaveAttribute('download');
  },
};

export const NoPolicies: Story = policies.empty({ answer: { policies: [] } });

export const PoliciesLoading: Story = policies.loading();

export const PoliciesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...policies.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(await entries(canvasElement, 'Policy documents')).toHaveLength(5),
  }),
};

/** A number that is not an Indian registration is refused at the field; a good one opens the status. */
export const VehicleNumber: Story = {
  decorators: [withApp({ path: '/know-your-car-status', signedInAs: 1 })],
  render: () => <KnowYourCarStatusScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Vehicle Number/ });
    await expect(field).toHaveAttribute('placeholder', 'DL3CAB1111');
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(field).toHaveAccessibleDescription(/Enter the vehicle number\./);
    await userEvent.type(field, 'XY 12 3456');
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(field).toHaveAccessibleDescription(/like DL3CAB1111/);
    await expect(storyLocation()).toBe('/know-your-car-status');
    await userEvent.clear(field);
    await userEvent.type(field, 'mh 12 de 1433{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/car-status?vehicle_no=MH12DE1433'), LOAD);
  },
};

/** The sample report, labelled as a sample, for the number entered. */
export const CarStatus: Story = {
  decorators: [withApp({ path: '/car-status?vehicle_no=MH12DE1433', signedInAs: 1 })],
  render: () => <CarStatusScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This is a sample report')).toBeVisible();
    await expect(canvas.getByText('Vehicle MH12DE1433')).toBeVisible();
    const report = canvas.getByRole('table', { name: 'Sample status report' });
    for (const label of ['Owner', 'Registration Year', 'Fuel', 'Fitness Status', 'Scrap Value']) {
      await expect(within(report).getByText(label)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Check another vehicle' })).toHaveAttribute(
      'href',
      '/know-your-car-status?vehicle_no=MH12DE1433',
    );
  },
};
