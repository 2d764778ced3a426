import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { EducateTiles } from '../../../shared/tiles/SectionTiles';

/** `/educate`: the four Educate tiles, as on the home page. */
export default function EducateScreen() {
  return (
    <Stack space="xl">
      <PageHeading
        title="Educate"
        description="Polymers, what products are made of, blogs and answers from the plastics industry."
      />
      <EducateTiles showTitle={false} />
    </Stack>
  );
}
