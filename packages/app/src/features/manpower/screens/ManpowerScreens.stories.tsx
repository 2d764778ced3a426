import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import ExecutiveCategoriesScreen from './ExecutiveCategoriesScreen';
import ExecutiveDetailsScreen from './ExecutiveDetailsScreen';
import ExecutivesScreen from './ExecutivesScreen';
import InstitutionDetailsScreen from './InstitutionDetailsScreen';
import InstitutionsScreen from './InstitutionsScreen';
import LabourCategoriesScreen from './LabourCategoriesScreen';
import LabourContractorsScreen from './LabourContractorsScreen';
import LabourDetailsScreen from './LabourDetailsScreen';
import ManpowerScreen from './ManpowerScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, expectRecordNotFound, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Manpower',
  tags: ['!autodocs'],
  component: ManpowerScreen,
  decorators: [withApp({ path: '/manpower?country_type=India' })],
} satisfies Meta<typeof ManpowerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tiles of the list named `label`, once they have come. */
async function tiles(canvasElement: HTMLElement, label: string) {
  const list = await within(canvasElement).findByRole('list', { name: label }, LOAD);
  return within(list).getAllByRole('link');
}

const noCountry = { country_type: null };
const executives =
  '/manpower-executives?executive_category_id=1&executive_category_name=Production+%26+Moulding&country_type=India';

const categories = stateStories({ endpoint: '/manpower-category' });
const executiveCategories = stateStories({
  endpoint: '/executive-manpower-categories',
  app: { path: '/manpower-executives-category?country_type=India' },
  render: () => <ExecutiveCategoriesScreen />,
});
const executiveList = stateStories({
  endpoint: '/manpower-executive-list',
  app: { path: executives },
  render: () => <ExecutivesScreen />,
});
const executiveDetails = stateStories({
  endpoint: '/manpower-executive-details',
  app: { path: '/manpower-executives-details?executive_id=1' },
  render: () => <ExecutiveDetailsScreen />,
});
const labourContractors = stateStories({
  endpoint: '/bulk-manpower-work-list',
  app: { path: '/manpower-labours?manpower_category_id=2&country_type=India' },
  render: () => <LabourContractorsScreen />,
});
const labourDetails = stateStories({
  endpoint: '/bulk-manpower-work-details',
  app: { path: '/manpower-labours-details?labour_id=1' },
  render: () => <LabourDetailsScreen />,
});

/** The server's categories and Jobs; Enter on Executive opens its categories for India. */
export const Manpower: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manpower India' })).toBeVisible();
    const found = await tiles(canvasElement, 'Manpower categories');
    await expect(found.map((tile) => tile.textContent)).toEqual([
      'Executive',
      'Labour',
      'Institutional Placement',
      'Jobs',
    ]);
    canvas.getByRole('link', { name: 'Executive' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(storyLocation()).toMatch(/^\/manpower-executives-category\?.*country_type=India/),
      LOAD,
    );
  },
};

/** International: the jobs tile reads CREW. */
export const International: Story = {
  decorators: [withApp({ path: '/manpower?country_type=International' })],
  play: async ({ canvasElement }) => {
    await expect((await tiles(canvasElement, 'Manpower categories')).at(-1)).toHaveTextContent('CREW');
  },
};

/** Opened with no country type: the India/International dialog asks, and the choice goes into the URL. */
export const AsksForTheCountry: Story = {
  decorators: [withApp({ path: '/manpower', storage: noCountry })],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Manpower' }, LOAD);
    await userEvent.click(within(dialog).getByRole('link', { name: 'International' }));
    await waitFor(() => expect(storyLocation()).toBe('/manpower?country_type=International'), LOAD);
  },
};

export const ManpowerLoading: Story = categories.loading();

/** The server lists no categories: Jobs is still there. */
export const NoManpowerCategories: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/manpower-category', () => HttpResponse.json({ menpower_category: [] }))],
    },
  },
  play: async ({ canvasElement }) => {
    const found = await tiles(canvasElement, 'Manpower categories');
    await expect(found.map((tile) => tile.textContent)).toEqual(['Jobs']);
  },
};

export const ManpowerFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...categories.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect(await tiles(canvasElement, 'Manpower categories')).toHaveLength(4),
  }),
};

/** The executive categories offered in India. */
export const ExecutiveCategories: Story = {
  decorators: [withApp({ path: '/manpower-executives-category?country_type=India' })],
  render: () => <ExecutiveCategoriesScreen />,
  play: async ({ canvasElement }) => {
    const found = await tiles(canvasElement, 'Executive categories');
    await expect(found).toHaveLength(8);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Executive Categories India',
    );
  },
};

export const ExecutiveCategoriesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...executiveCategories.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(await tiles(canvasElement, 'Executive categories')).toHaveLength(8),
  }),
};

/** A category's executives: photo, name, city, experience; the filters Experience and Keyskill(s). */
export const Executives: Story = {
  decorators: [withApp({ path: executives })],
  render: () => <ExecutivesScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await listCards(canvasElement, 'Production & Moulding executives');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Production & Moulding India' }),
    ).toBeVisible();
    await expect(found[0]).toHaveTextContent(/Total experience: \d+ years?/);
    await expect(canvas.getByRole('button', { name: /^Experience/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Keyskill\(s\)/ })).toBeVisible();
  },
};

/** An experience range from the URL: its chip, and the filter call's answer. */
export const ExecutivesByExperience: Story = {
  decorators: [withApp({ path: `${executives}&experience=0-2` })],
  render: () => <ExecutivesScreen />,
  play: async ({ canvasElement }) => {
    const chips = await within(canvasElement).findByRole('group', { name: 'Applied filters' }, LOAD);
    await expect(within(chips).getByText('0-2 years')).toBeVisible();
    // The filtered answer: the one executive with 0-2 years.
    await expect(await listCards(canvasElement, 'Production & Moulding executives')).toHaveLength(1);
  },
};

export const NoExecutives: Story = executiveList.empty({ answer: { manpower_executives: [] } });

export const NoExecutiveCategoryChosen: Story = executiveList.missing({
  path: '/manpower-executives?country_type=India',
  storage: { executive_category_id: null, executive_category_name: null },
});

export const ExecutivesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...executiveList.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect((await listCards(canvasElement, 'Production & Moulding executives')).length).toBeGreaterThan(0),
  }),
};

/** A person: photo, contact behind View Contact Details, About Me, the details table and past companies. */
export const ExecutiveDetails: Story = {
  decorators: [withApp({ path: '/manpower-executives-details?executive_id=2', signedInAs: 1 })],
  render: () => <ExecutiveDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deepa Menon' }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About Me' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Deepa Menon details' })).toHaveTextContent(
      'Key Skill(s)',
    );
    await expect(canvas.getByRole('region', { name: 'Past Experience' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View Contact Details' }));
    await expect(canvas.queryByRole('button', { name: 'View Contact Details' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /@/ })).toBeVisible();
  },
};

/** A sparse record: no photo, no skills, no career, past experience that is not JSON. */
export const SparseExecutive: Story = {
  decorators: [withApp({ path: '/manpower-executives-details?executive_id=77' })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/manpower-executive-details', () =>
          HttpResponse.json({
            manpower_executive_details: {
              id: 77,
              name: 'Venkatanarasimharajuvaripeta Subramanyam Srinivasa Raghavan',
              image: null,
              past_experience: 'not json',
              executive_manpower_specializations: null,
            },
          }),
        ),
      ],
    },
  },
  render: () => <ExecutiveDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No pictures of this listing yet', undefined, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Past Experience' })).toBeNull();
  },
};

export const ExecutiveNotFound: Story = executiveDetails.missing({
  path: '/manpower-executives-details?executive_id=4040',
});

export const ExecutiveDetailsLoading: Story = executiveDetails.loading({ page: 'Executive Details' });

export const ExecutiveDetailsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...executiveDetails.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(
        await within(canvasElement).findByRole('heading', { level: 1, name: 'Rajesh Kumar' }, LOAD),
      ).toBeVisible(),
  }),
};

/** The kinds of labour teams (`/manpower-labours-view`). */
export const LabourCategories: Story = {
  decorators: [withApp({ path: '/manpower-labours-view?country_type=India' })],
  render: () => <LabourCategoriesScreen />,
  play: async ({ canvasElement }) => {
    const found = await tiles(canvasElement, 'Labour categories');
    await expect(found.length).toBeGreaterThan(2);
    await expect(found[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/manpower-labours\?country_type=India/),
    );
  },
};

/** Labour contractors: logo, company, city, team capacity. Opened without the tile, it finds the Labour category. */
export const LabourContractors: Story = {
  decorators: [
    withApp({ path: '/manpower-labours?country_type=India', storage: { manpower_category_id: null } }),
  ],
  render: () => <LabourContractorsScreen />,
  play: async ({ canvasElement }) => {
    const found = await listCards(canvasElement, 'Labour contractors India');
    await expect(found[0]).toHaveTextContent(/Team capacity: \d/);
  },
};

export const NoLabourContractors: Story = labourContractors.empty({ answer: { bulk_manpowers: [] } });

export const LabourContractorsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...labourContractors.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect((await listCards(canvasElement, 'Labour contractors India')).length).toBeGreaterThan(0),
  }),
};

/** A contractor: logo, contact behind View Contact Details, About Me, capacity by category. */
export const LabourDetails: Story = {
  decorators: [withApp({ path: '/manpower-labours-details?labour_id=1', signedInAs: 1 })],
  render: () => <LabourDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const capacity = await canvas.findByRole('region', { name: 'Capacity by Category' }, LOAD);
    await expect(within(capacity).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'View Contact Details' })).toBeVisible();
  },
};

export const LabourNotFound: Story = labourDetails.missing({
  path: '/manpower-labours-details?labour_id=4040',
});

/** Institutes placing their students: logo, place, year founded. */
export const Institutions: Story = {
  decorators: [
    withApp({ path: '/manpower/institutional-placements?manpower_category_id=3&country_type=India' }),
  ],
  render: () => <InstitutionsScreen />,
  play: async ({ canvasElement }) => {
    const found = await listCards(canvasElement, 'Institutions India');
    await expect(found[0]).toHaveTextContent(/Established: \d{4}/);
  },
};

/** A server without the (assumed) institutional placement calls answers 404: "No Data Found", not a failure. */
export const InstitutionsServerLacksTheCall: Story = {
  decorators: [
    withApp({ path: '/manpower/institutional-placements?manpower_category_id=3&country_type=India' }),
  ],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/institutional-placement-list', () => new HttpResponse(null, { status: 404 })),
      ],
    },
  },
  render: () => <InstitutionsScreen />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Data Found', undefined, LOAD)).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** An institute: contact revealed once, its batches of students. */
export const InstitutionDetails: Story = {
  decorators: [withApp({ path: '/manpower/institutional-placements/details?institution_id=1' })],
  render: () => <InstitutionDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const students = await canvas.findByRole('region', { name: 'Students' }, LOAD);
    await expect(within(students).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('table', { name: /details$/ })).toHaveTextContent('Established');
  },
};

export const InstitutionDetailsServerLacksTheCall: Story = {
  decorators: [withApp({ path: '/manpower/institutional-placements/details?institution_id=1' })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/institutional-placement-details', () => new HttpResponse(null, { status: 404 })),
      ],
    },
  },
  render: () => <InstitutionDetailsScreen />,
  play: ({ canvasElement }) => expectRecordNotFound(canvasElement),
};
