import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, list, relationName, text } from '../core/schema';

const blogCategorySchema = v.object({ id: id(), name: text(), image: text() });
export type BlogCategory = v.InferOutput<typeof blogCategorySchema>;

const blogSchema = v.pipe(
  v.object({
    id: id(),
    title: text(),
    writer: text(),
    created_at: text(),
    content: text(),
    image: text(),
    blog_category: relationName(),
  }),
  v.transform((raw) => ({
    id: raw.id,
    title: raw.title,
    writer: raw.writer,
    /** As the server sends it (`YYYY-MM-DD HH:mm:ss`); the screen formats it day-month-year. */
    publishedAt: raw.created_at,
    /** Untrusted HTML: the app sanitizes it before rendering. */
    contentHtml: raw.content,
    image: raw.image,
    categoryName: raw.blog_category,
  })),
);
export type Blog = v.InferOutput<typeof blogSchema>;

/** GET /blog-categories. */
export async function getBlogCategories(options?: CallOptions): Promise<BlogCategory[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/blog-categories',
    schema: v.object({ categories: list(blogCategorySchema) }),
    options,
  });
  return body.categories;
}

/** GET /blogs?blog_category=: the blogs of one category, newest first. */
export async function getBlogs(query: { categoryId: number }, options?: CallOptions): Promise<Blog[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/blogs',
    params: { blog_category: query.categoryId },
    schema: v.object({ blogs: list(blogSchema) }),
    options,
  });
  return body.blogs;
}

/** GET /blogs/details: null when the blog does not exist. */
export async function getBlogDetails(query: { id: number }, options?: CallOptions): Promise<Blog | null> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/blogs/details',
    params: { id: query.id },
    schema: v.object({ blogs: v.nullish(blogSchema, null) }),
    options,
  });
  return body.blogs;
}
