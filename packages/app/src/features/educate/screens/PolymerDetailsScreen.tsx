import type { PolymerDetails } from '@plastihub/api-client';
import { Carousel, Heading, isEmptyHtml, SafeHtml, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { useSelectedId } from '../../../shared/listing/useSelectedRecord';
import { ScreenState, RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { polymerDetails } from '../polymers.data';

/** `/polymers?polymer_id=`: a polymer's pictures and its three questions, their answers sanitized. */
export default function PolymerDetailsScreen() {
  const id = useSelectedId('polymerId');
  const polymer = useResource(polymerDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <RecordNotFoundPage title="Polymers" />;
  return (
    <ScreenState resource={polymer} isMissing={(data) => data === null}>
      {(data) => data && <PolymerPage polymer={data} />}
    </ScreenState>
  );
}

function PolymerPage({ polymer }: { polymer: PolymerDetails }) {
  const title = polymer.name || 'Polymers';
  return (
    <Stack as="article" space="xl">
      <PageHeading title={title} />
      <Carousel
        label={`Pictures of ${title}`}
        images={polymer.images.map((src, index) => ({ src, alt: `${title}, picture ${index + 1}` }))}
        maxImages={3}
        width={800}
        height={450}
        fit="contain"
        priority
        emptyText="No pictures of this polymer yet"
      />
      {polymer.questions.map((block, index) => (
        <Stack as="section" key={index} space="sm" aria-label={block.question || `Question ${index + 1}`}>
          {block.question && <Heading level={2}>{block.question}</Heading>}
          {isEmptyHtml(block.answerHtml) ? (
            <Text tone="muted">No answer yet.</Text>
          ) : (
            <SafeHtml html={block.answerHtml} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
