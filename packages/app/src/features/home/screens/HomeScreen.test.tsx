import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame, storyLocation } from '../../../testing/AppStory';
import { AsFirstPage } from '../../../testing/AsFirstPage';
import HomeScreen from './HomeScreen';

const WAIT = { timeout: 5000 };

/** What the mock backend saw, in order: "asked /front", "answered /connect-banners"... */
const seen: string[] = [];
const pathOf = (request: Request) => new URL(request.url).pathname.replace(/^\/api/, '');
const asked = ({ request }: { request: Request }) => void seen.push(`asked ${pathOf(request)}`);
const answered = ({ request }: { request: Request }) => void seen.push(`answered ${pathOf(request)}`);

const renderHome = () =>
  render(
    <AppStoryFrame path="/">
      <AsFirstPage>
        <HomeScreen />
      </AsFirstPage>
    </AppStoryFrame>,
  );

/** The answer to /front has come and the page has had time to show what it would. */
async function frontAnswered() {
  await waitFor(() => expect(seen).toContain('answered /front'), WAIT);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Home: the latest products and blog posts', () => {
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', asked);
    server.events.on('response:mocked', answered);
  });
  afterEach(() => {
    server.events.removeListener('request:start', asked);
    server.events.removeListener('response:mocked', answered);
  });

  it('shows the newest products and blogs below the tiles, each card linking to its page', async () => {
    renderHome();
    const products = await screen.findByRole('region', { name: 'Latest products' }, WAIT);
    const blogs = screen.getByRole('region', { name: 'Latest blog posts' });

    expect(within(products).getByRole('heading', { level: 2, name: 'Latest products' })).toBeVisible();
    const productList = within(products).getByRole('list', { name: 'Latest products' });
    expect(cardTitles(productList)).toHaveLength(8);
    expect(cardTitles(productList).slice(0, 2)).toEqual([
      'PC-ABS Alloy Compound',
      'PS Thermoformed Cup Scrap',
    ]);
    expect(within(productList).getByRole('link', { name: 'PC-ABS Alloy Compound' })).toHaveAttribute(
      'href',
      '/trade-product-details?product_id=19&product_category_id=9',
    );
    expect(within(productList).getAllByText('Rs. 285 / Kg')[0]).toBeVisible();

    const blogList = within(blogs).getByRole('list', { name: 'Latest blog posts' });
    expect(cardTitles(blogList)).toEqual([
      'Government Schemes for MSME Plastic Processors',
      'Single-Use Plastics Ban: Items Covered and Alternatives',
      'Using Recycled PET in Food-Contact Bottles',
    ]);
    expect(
      within(blogList).getByRole('link', { name: 'Government Schemes for MSME Plastic Processors' }),
    ).toHaveAttribute('href', '/blogs-details?blog_id=24');
    expect(within(blogList).getByText('Sneha Pillai')).toBeVisible();

    // Below the tiles, asked for once, after the banners the page opens with.
    const educate = screen.getByRole('heading', { level: 2, name: 'Educate' });
    expect(educate.compareDocumentPosition(products) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(products.compareDocumentPosition(blogs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(seen.indexOf('asked /front')).toBeGreaterThan(seen.indexOf('answered /connect-banners'));
    expect(seen.filter((event) => event === 'asked /front')).toHaveLength(1);
  });

  it('asks for nothing until the page has shown its content', async () => {
    render(
      <AppStoryFrame path="/">
        <HomeScreen />
      </AppStoryFrame>,
    );
    await waitFor(() => expect(seen).toContain('answered /connect-banners'), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).not.toContain('asked /front');
    expect(screen.queryByRole('heading', { name: /^Latest/ })).not.toBeInTheDocument();
  });

  it('opens a blog with its id handed on, as the blog list does', async () => {
    renderHome();
    const blogs = await screen.findByRole('region', { name: 'Latest blog posts' }, WAIT);
    await userEvent.click(
      within(blogs).getByRole('link', { name: 'Using Recycled PET in Food-Contact Bottles' }),
    );
    await waitFor(() => expect(storyLocation()).toBe('/blogs-details?blog_id=16'));
    expect(sessionStorage.getItem('blog_id')).toBe('16');
  });

  it('leaves out a list that is empty and shows the other', async () => {
    server.use(
      http.get('*/api/front', () =>
        HttpResponse.json({
          products: [],
          blogs: [
            {
              id: 7,
              title: 'Moulding Defects',
              writer: 'A. Rao',
              image: null,
              created_at: '2025-01-02 10:00:00',
            },
          ],
        }),
      ),
    );
    renderHome();
    expect(await screen.findByRole('region', { name: 'Latest blog posts' }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Moulding Defects' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Latest products' })).not.toBeInTheDocument();
  });

  it('shows nothing of it when both lists are empty', async () => {
    server.use(http.get('*/api/front', () => HttpResponse.json({ products: [], blogs: [] })));
    renderHome();
    await frontAnswered();
    expect(screen.getByRole('heading', { level: 2, name: 'Educate' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Latest/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
  });

  it('shows nothing of it, and no error, when the call fails', async () => {
    server.use(
      http.get('*/api/front', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    renderHome();
    await frontAnswered();
    expect(screen.getByRole('heading', { level: 2, name: 'Educate' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Latest/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('Home: every area within reach', () => {
  it('leads to car scrappage from a Services tile, and asks India or International with links', async () => {
    renderHome();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Car Scrappage' })).toHaveAttribute(
      'href',
      '/car-scrappage',
    );
    const manpower = screen.getByRole('button', { name: 'Manpower' });
    expect(manpower).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(manpower);
    const dialog = await screen.findByRole('dialog', { name: 'Manpower' }, WAIT);
    expect(within(dialog).getByRole('link', { name: 'International' })).toHaveAttribute(
      'href',
      '/manpower?country_type=International',
    );
  });
});
