import { PageHeader, Stack } from '@plastihub/ui';
import { EducateTiles } from '../../../shared/tiles/SectionTiles';

/** `/educate`: the four Educate tiles, as on the home page. */
export default function EducateScreen() {
  return (
    <Stack space="xl">
      <PageHeader
        title="Educate"
        description="Polymers, what products are made of, blogs and answers from the plastics industry."
      />
      <EducateTiles showTitle={false} />
    </Stack>
  );
}
