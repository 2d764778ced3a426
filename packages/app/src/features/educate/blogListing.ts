import type { Blog, BlogCategory } from '@plastihub/api-client';
import { formatDate } from '@plastihub/ui';
import type { ListingCards } from '../../shared/listing/listingKind';

/** The category grid: a picture and a name; choosing one hands its id and name to the blog list. */
export const blogCategoryCards: ListingCards<BlogCategory> = {
  detailPath: 'blogList',
  selectionOf: (category) => ({ blogCategoryId: String(category.id), blogCategoryName: category.name }),
  card: (category) => ({ title: category.name, imageSrc: category.image }),
};

/** A category's blogs: picture, date, title and writer (document 2). */
export const blogCards: ListingCards<Blog> = {
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
