import { EmptyState, formatDate, Image, isEmptyHtml, SafeHtml, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import type { Blog } from '@plastihub/api-client';
import { useResource } from '../../../shared/data/useData';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { ScreenState, RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { blogCategories, blogDetails, blogsOfCategory } from '../blogs.data';
import { blogCards, blogCategoryCards } from '../blogListing';

/** `/blogs`: the blog categories; choosing one opens its blogs. */
export function BlogCategoriesScreen() {
  const categories = useResource(blogCategories, null);
  return (
    <Stack space="lg">
      <PageHeading title="Blogs" description="Articles on polymers, processing and the plastics trade." />
      <ListingResults kind={blogCategoryCards} results={categories} label="Blog categories" />
    </Stack>
  );
}

/** `/blogs-list?blog_category_id=`: a category's blogs, titled with the category. */
export function BlogListScreen() {
  const { blogCategoryId, blogCategoryName } = useSelections(['blogCategoryId', 'blogCategoryName']);
  const id = idOf(blogCategoryId);
  const blogs = useResource(blogsOfCategory, { categoryId: id ?? 0 }, { enabled: id !== null });
  const title = blogCategoryName || blogs.data?.[0]?.categoryName || 'Blogs';
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      {id === null ? (
        <EmptyState variant="missing" />
      ) : (
        <ListingResults kind={blogCards} results={blogs} label={`${title} blogs`} />
      )}
    </Stack>
  );
}

/** `/blogs-details?blog_id=`: one blog, its HTML sanitized. */
export function BlogDetailsScreen() {
  const { blogId } = useSelections(['blogId']);
  const id = idOf(blogId);
  const blog = useResource(blogDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) {
    return <RecordNotFoundPage title="Blog Details" />;
  }
  return (
    <ScreenState resource={blog} isMissing={(data) => data === null}>
      {(data) => data && <BlogArticle blog={data} />}
    </ScreenState>
  );
}

function BlogArticle({ blog }: { blog: Blog }) {
  const byline = [blog.writer && `By ${blog.writer}`, formatDate(blog.publishedAt), blog.categoryName].filter(
    Boolean,
  );
  return (
    <Stack as="article" space="lg">
      <PageHeading title={blog.title || 'Blog Details'} description={byline.join(' · ')} />
      {blog.image && (
        <Image src={blog.image} alt="" width={1200} height={630} radius="medium" loading="eager" />
      )}
      {isEmptyHtml(blog.contentHtml) ? (
        <Text tone="muted">This blog has no text yet.</Text>
      ) : (
        <SafeHtml html={blog.contentHtml} />
      )}
    </Stack>
  );
}
