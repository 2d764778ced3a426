import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { blogCategories } from '../blogs.data';
import { blogCategoryCards } from '../blogListing';

/** `/blogs`: the blog categories; choosing one opens its blogs. */
export default function BlogCategoriesScreen() {
  const categories = useResource(blogCategories, null);
  return (
    <Stack space="lg">
      <PageHeading title="Blogs" description="Articles on polymers, processing and the plastics trade." />
      <ListingResults kind={blogCategoryCards} results={categories} label="Blog categories" />
    </Stack>
  );
}
