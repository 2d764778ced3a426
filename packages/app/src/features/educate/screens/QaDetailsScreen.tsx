import { Heading, Image, Inline, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useParams } from 'wouter';
import { useResource } from '../../../shared/data/useData';
import { useSelectedId } from '../../../shared/listing/useSelectedRecord';
import { ScreenState, RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { questionsOfCategory, type QuestionEntry } from '../qa.data';

/**
 * `/qa/details/{id}?qa_category_id=`: one question and who asked it. The spec has no call for one question
 * and no answers in its data: the page finds the question in its category's list, and says it has no
 * answers yet (the existing product's View More and Post Your Answer did nothing, so they are left out).
 */
export default function QaDetailsScreen() {
  const key = useParams<{ id: string }>().id ?? '';
  const categoryId = useSelectedId('qaCategoryId');
  const questions = useResource(
    questionsOfCategory,
    { categoryId: categoryId ?? 0 },
    { enabled: categoryId !== null },
  );
  if (categoryId === null) {
    return <RecordNotFoundPage title="Q&A Details" />;
  }
  return (
    <ScreenState resource={questions} isMissing={(list) => !list.some((question) => question.key === key)}>
      {(list) => {
        const question = list.find((entry) => entry.key === key);
        return question && <QuestionPage question={question} />;
      }}
    </ScreenState>
  );
}

function QuestionPage({ question }: { question: QuestionEntry }) {
  return (
    <Stack as="article" space="lg">
      <PageHeading title={question.question || 'Q&A Details'} />
      {question.askedBy && (
        <Inline space="sm" alignItems="center">
          <Image src={question.askedByPhoto} alt="" width={48} height={48} radius="full" loading="eager" />
          <Text>Asked by {question.askedBy}</Text>
        </Inline>
      )}
      <Stack as="section" space="sm" aria-label="Answers">
        <Heading level={2}>Answers</Heading>
        <Text tone="muted">No answers yet.</Text>
      </Stack>
    </Stack>
  );
}
