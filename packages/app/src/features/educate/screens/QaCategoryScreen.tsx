import { EmptyState, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useParams } from 'wouter';
import { useResource } from '../../../shared/data/useData';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf } from '../../../shared/listing/urlFilters';
import { qaCategories, questionsOfCategory } from '../qa.data';
import { questionCards } from '../qaListing';

/** `/qa/{id}`: a category's questions, titled with the category. */
export default function QaCategoryScreen() {
  const id = idOf(useParams<{ id: string }>().id ?? null);
  const categories = useResource(qaCategories, null);
  const questions = useResource(questionsOfCategory, { categoryId: id ?? 0 }, { enabled: id !== null });
  const title = categories.data?.find((category) => category.id === id)?.name || 'Q&A';
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      {id === null ? (
        <EmptyState variant="missing" />
      ) : (
        <ListingResults kind={questionCards(id)} results={questions} label={`${title} questions`} />
      )}
    </Stack>
  );
}
