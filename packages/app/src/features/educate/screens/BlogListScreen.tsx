import { EmptyState, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { blogsOfCategory } from '../blogs.data';
import { blogCards } from '../../../shared/listing/blogCards';

/** `/blogs-list?blog_category_id=`: a category's blogs, titled with the category. */
export default function BlogListScreen() {
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
