import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { qaCategories } from '../qa.data';
import { qaCategoryCards } from '../qaListing';

/** `/qa`: the Q&A categories; each opens its questions. */
export default function QaCategoriesScreen() {
  const categories = useResource(qaCategories, null);
  return (
    <Stack space="lg">
      <PageHeading title="Q&A" description="Questions from the plastics industry, by topic." />
      <ListingResults kind={qaCategoryCards} results={categories} label="Q&A categories" />
    </Stack>
  );
}
