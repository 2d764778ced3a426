import { get, json } from '../http';
import { blogCategories, blogs, type BlogRow } from '../seed/blogs';

/** A blog as the server answers it: with its category relation. */
const present = (row: BlogRow) => {
  const category = blogCategories.find(row.blog_category_id);
  return { ...row, blog_category: category ? { id: category.id, name: category.name } : null };
};

export const blogHandlers = [
  get('/blog-categories', (context) => json(context, { categories: blogCategories.all() })),

  get('/blogs', (context) => {
    const categoryId = Number(context.url.searchParams.get('blog_category'));
    const rows = blogs
      .where((row) => row.blog_category_id === categoryId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return json(context, { blogs: rows.map(present) });
  }),

  get('/blogs/details', (context) => {
    const row = blogs.find(context.url.searchParams.get('id'));
    return json(context, { blogs: row ? present(row) : null });
  }),
];
