import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import BlogCategoriesScreen from './BlogCategoriesScreen';
import BlogDetailsScreen from './BlogDetailsScreen';
import BlogListScreen from './BlogListScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Blogs',
  tags: ['!autodocs'],
  component: BlogCategoriesScreen,
  decorators: [withApp({ path: '/blogs', signedInAs: 1 })],
} satisfies Meta<typeof BlogCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = stateStories({ endpoint: '/blog-categories' });
const blogList = stateStories({
  endpoint: '/blogs',
  app: { path: '/blogs-list?blog_category_id=2', signedInAs: 1 },
  render: () => <BlogListScreen />,
});
const blogDetails = stateStories({
  endpoint: '/blogs/details',
  app: { path: '/blogs-details?blog_id=5', signedInAs: 1 },
  render: () => <BlogDetailsScreen />,
});

/** The details call answering one blog, as another server might send it. */
const blogAnswer = (fields: Record<string, unknown>) => ({
  msw: {
    handlers: [
      http.get('*/api/blogs/details', () =>
        HttpResponse.json({
          blogs: {
            id: 7,
            title: 'Drying PET Before Moulding',
            writer: 'Rakesh Menon',
            created_at: '2026-03-14 09:15:00',
            content: '<p>Dry it.</p>',
            image: '',
            blog_category: { id: 2, name: 'Injection Moulding' },
            ...fields,
          },
        }),
      ),
    ],
  },
});

/** The categories, each with its picture; choosing one by keyboard hands its id and name to the list. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const found = await listCards(canvasElement, 'Blog categories');
    await expect(found).toHaveLength(6);
    await expect(found[1]).toHaveTextContent('Injection Moulding');
    within(found[1] as HTMLElement)
      .getByRole('link', { name: 'Injection Moulding' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation()).toMatch(/^\/blogs-list\?blog_category_id=2/), LOAD);
    await expect(sessionStorage.getItem('blog_category_name')).toBe('Injection Moulding');
  },
};

/** Skeleton cards while the categories load. */
export const CategoriesLoading: Story = categories.loading({ list: 'Blog categories' });

/** No categories yet: "No Data Found". */
export const NoCategories: Story = categories.empty({ answer: { categories: [] } });

export const CategoriesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...categories.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(await listCards(canvasElement, 'Blog categories')).toHaveLength(6),
  }),
};

/** A category's blogs, newest first: picture, date, title, writer; titled with the category. */
export const BlogList: Story = {
  decorators: [withApp({ path: '/blogs-list?blog_category_id=2', signedInAs: 1 })],
  render: () => <BlogListScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await listCards(canvasElement, 'Injection Moulding blogs');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Injection Moulding' })).toBeVisible();
    await expect(found).toHaveLength(4);
    await expect(found[0]).toHaveTextContent(/Published: \d{2}-\d{2}-\d{4}/);
    await expect(found[0]).toHaveTextContent(/Writer: \S/);
  },
};

/** A category with no blogs yet. */
export const EmptyCategory: Story = blogList.empty({
  path: '/blogs-list?blog_category_id=2&blog_category_name=Extrusion',
  answer: { blogs: [] },
  also: async (canvasElement) =>
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Extrusion' })).toBeVisible(),
});

/** The list opened with no category chosen (no link, nothing stored). */
export const NoCategoryChosen: Story = blogList.missing({
  path: '/blogs-list',
  storage: { blog_category_id: null, blog_category_name: null },
});

export const BlogListFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...blogList.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect(await listCards(canvasElement, 'Injection Moulding blogs')).toHaveLength(4),
  }),
};

/** A blog: title, writer, date and category, its picture and its text. */
export const Details: Story = {
  decorators: [withApp({ path: '/blogs-details?blog_id=5', signedInAs: 1 })],
  render: () => <BlogDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1 }, LOAD);
    await expect(title).not.toHaveTextContent('Blog Details');
    await expect(canvas.getByText(/^By .+ · \d{2}-\d{2}-\d{4} · Injection Moulding$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What to know' })).toBeVisible();
  },
};

/** HTML from the server is sanitized: no script runs, no handler stays, the text is kept. */
export const HostileHtml: Story = {
  decorators: [withApp({ path: '/blogs-details?blog_id=7', signedInAs: 1 })],
  parameters: blogAnswer({
    title:
      'A very long title about drying PET resin before moulding it into preforms for carbonated soft drinks',
    content:
      '<p onclick="alert(1)">Dry PET to below 50 ppm.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">More</a>',
  }),
  render: () => <BlogDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dry PET to below 50 ppm.', undefined, LOAD)).toBeVisible();
    const article = canvas.getByRole('article');
    await expect(article.querySelector('script, [onclick], [onerror], [href^="javascript"]')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

/** A blog as a sparse server sends it: no picture, no writer, no text. */
export const SparseBlog: Story = {
  decorators: [withApp({ path: '/blogs-details?blog_id=7', signedInAs: 1 })],
  parameters: blogAnswer({ writer: null, content: '', image: null, blog_category: null }),
  render: () => <BlogDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Drying PET Before Moulding' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('14-03-2026')).toBeVisible();
    await expect(canvas.getByText('This blog has no text yet.')).toBeVisible();
  },
};

export const DetailsLoading: Story = blogDetails.loading();

export const DetailsNotFound: Story = blogDetails.missing({ path: '/blogs-details?blog_id=4040' });

export const DetailsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...blogDetails.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(await within(canvasElement).findByRole('article', undefined, LOAD)).toBeVisible(),
  }),
};
