import { getBlogCategories, getBlogDetails, getBlogs } from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';

export const blogCategories = defineResource('blogs.categories', (_params: null, options) =>
  getBlogCategories(options),
);

/** A category's blogs, newest first. */
export const blogsOfCategory = defineResource('blogs.ofCategory', (query: { categoryId: number }, options) =>
  getBlogs(query, options),
);

/** One blog; null when the server does not know it. */
export const blogDetails = defineResource('blogs.details', (query: { id: number }, options) =>
  getBlogDetails(query, options),
);
