import type { BlogTeaser } from '@plastihub/api-client';
import { formatDate } from '@plastihub/ui';
import type { ListingCards } from './listingKind';

/** Blogs (a category's, the home page's latest): picture, date, title and writer (document 2). */
export const blogCards: ListingCards<BlogTeaser> = {
  detailPath: 'blogDetails',
  selectionOf: (blog) => ({ blogId: String(blog.id) }),
  card: (blog) => ({
    title: blog.title,
    imageSrc: blog.image,
    meta: [
      { label: 'Published', value: formatDate(blog.publishedAt) },
      { label: 'Writer', value: blog.writer },
    ],
  }),
};
