import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { API_PREFIX } from '@plastihub/mocks';
import HomeScreen from './HomeScreen';
import { withApp } from '../../../testing/AppStory';
import { AsFirstPage } from '../../../testing/AsFirstPage';
import { LOAD } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Home',
  tags: ['!autodocs'],
  component: HomeScreen,
  decorators: [withApp({ path: '/' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A placeholder of the banners' size holds the space until they arrive.
    const carousel = await canvas.findByRole('region', { name: 'PlastiHub highlights' });
    await expect(await within(carousel).findAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
    await expect(carousel).not.toHaveAttribute('aria-busy');
    for (const section of ['Connect', 'Trade', 'Educate']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('link', { name: 'Virgin Polymers' })).toHaveAttribute(
      'href',
      '/trade-product?trade_type=Virgin+Polymers',
    );
  },
};

export const ManpowerAsksForCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manpower' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Manpower' });
    await expect(within(dialog).getByRole('link', { name: 'India' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'International' })).toBeInTheDocument();
  },
};

export const BannersFail: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/connect-banners' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The highlights could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/*
 * The latest products and blog posts below the tiles (GET /front). The section loads once the page has shown
 * its content, so these stories open the page as the app's router does. It is quiet: nothing while it loads,
 * nothing when the lists are empty or the call fails.
 */

/**
 * GET /front answered with `answer`, or never without one; `called()` says whether it has been asked (and,
 * with an answer, answered).
 */
function front(answer?: () => Response) {
  let called = false;
  return {
    called: () => called,
    story: {
      render: () => (
        <AsFirstPage>
          <HomeScreen />
        </AsFirstPage>
      ),
      beforeEach: () => {
        called = false;
      },
      parameters: {
        msw: {
          handlers: [
            http.get(`*${API_PREFIX}/front`, async () => {
              called = true;
              if (answer) return answer();
              await delay('infinite');
              return undefined;
            }),
          ],
        },
      },
    },
  };
}

/** The reader scrolls down to below the tiles, where the section loads. */
function scrollBelowTiles(canvasElement: HTMLElement) {
  const educate = within(canvasElement).getByRole('heading', { level: 2, name: 'Educate' });
  educate.scrollIntoView({ block: 'start' });
}

/** Once the call has been answered (or is held back), the page shows no trace of the section. */
async function sectionAbsent(canvasElement: HTMLElement, called: () => boolean) {
  const canvas = within(canvasElement);
  scrollBelowTiles(canvasElement);
  await waitFor(() => expect(called()).toBe(true), LOAD);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(canvas.getByRole('heading', { level: 2, name: 'Educate' })).toBeVisible();
  await expect(canvas.queryByRole('heading', { name: /^Latest/ })).not.toBeInTheDocument();
  await expect(canvas.queryByText(/^Loading Latest/)).not.toBeInTheDocument();
  await expect(canvas.queryByText('No Data Found')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
}

/** The cards of the section named `name`. */
async function latestCards(canvasElement: HTMLElement, name: string) {
  scrollBelowTiles(canvasElement);
  const section = await within(canvasElement).findByRole('region', { name }, LOAD);
  await expect(within(section).getByRole('heading', { level: 2, name })).toBeVisible();
  return within(within(section).getByRole('list', { name })).getAllByRole('article');
}

export const Latest: Story = {
  render: () => (
    <AsFirstPage>
      <HomeScreen />
    </AsFirstPage>
  ),
  play: async ({ canvasElement }) => {
    const products = await latestCards(canvasElement, 'Latest products');
    await expect(products).toHaveLength(8);
    await expect(within(products[0]!).getByRole('link', { name: 'PC-ABS Alloy Compound' })).toHaveAttribute(
      'href',
      '/trade-product-details?product_id=19&product_category_id=9',
    );
    const blogs = await latestCards(canvasElement, 'Latest blog posts');
    await expect(blogs).toHaveLength(3);
    await expect(
      within(blogs[0]!).getByRole('link', { name: 'Government Schemes for MSME Plastic Processors' }),
    ).toHaveAttribute('href', '/blogs-details?blog_id=24');
  },
};

const held = front();
export const LatestLoading: Story = {
  ...held.story,
  play: ({ canvasElement }) => sectionAbsent(canvasElement, held.called),
};

const empty = front(() => HttpResponse.json({ products: [], blogs: [] }));
export const LatestEmpty: Story = {
  ...empty.story,
  play: ({ canvasElement }) => sectionAbsent(canvasElement, empty.called),
};

const failing = front(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
export const LatestFailed: Story = {
  ...failing.story,
  play: ({ canvasElement }) => sectionAbsent(canvasElement, failing.called),
};

const longProductName =
  'Polypropylene Homopolymer Injection Moulding Grade for Thin-Wall Food Packaging Containers and Lids, 25 Kg Bags';
const unbrokenProductName =
  'HDPE-Blow-Moulding-Grade-Natural-Reprocessed-Granules-From-Post-Consumer-Milk-Bottles';
const longBlogTitle =
  'Extended Producer Responsibility for Plastic Packaging: Registration, Targets, Certificates and Annual Returns Explained Step by Step';

const longNames = front(() =>
  HttpResponse.json({
    products: [
      {
        id: 901,
        name: longProductName,
        category_id: 1,
        image1: null,
        price: 112,
        currency: 'INR',
        price_basis: 'Kg',
        city: 'Thiruvananthapuram',
        state: 'Kerala',
        country: { id: 1, name: 'India' },
      },
      {
        id: 902,
        name: unbrokenProductName,
        category_id: 2,
        image1: null,
        price: 1180,
        currency: 'USD',
        price_basis: 'MT',
        city: 'Jawaharlal Nehru Port',
        state: 'Maharashtra',
        country: { id: 1, name: 'India' },
      },
    ],
    blogs: [
      {
        id: 901,
        title: longBlogTitle,
        writer: 'Dr. Venkataraman Subramaniam Iyer',
        image: null,
        created_at: '2025-12-26 10:30:00',
      },
    ],
  }),
);
export const LatestLongNames: Story = {
  ...longNames.story,
  play: async ({ canvasElement }) => {
    const cards = [
      ...(await latestCards(canvasElement, 'Latest products')),
      ...(await latestCards(canvasElement, 'Latest blog posts')),
    ];
    const canvas = within(canvasElement);
    for (const name of [longProductName, unbrokenProductName, longBlogTitle]) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    // Each name wraps inside its card, and no card pushes the page wider than the window.
    for (const card of cards) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
