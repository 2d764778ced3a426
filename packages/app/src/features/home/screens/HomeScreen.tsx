import { Carousel, ErrorState, Heading, Stack } from '@plastihub/ui';
import { useResource } from '../../../shared/data/useData';
import { PageTitle } from '../../../shared/page/PageHeading';
import { homeBanners } from '../home.data';
import { ConnectTiles, EducateTiles, TradeTiles } from '../../../shared/tiles/SectionTiles';

export default function HomeScreen() {
  const banners = useResource(homeBanners, null);
  return (
    <Stack space="xl">
      <PageTitle />
      <Heading level={1}>PlastiHub: India's plastics and polymer marketplace</Heading>
      {banners.status === 'failed' ? (
        <ErrorState
          title="The highlights could not be loaded"
          message={banners.error ?? undefined}
          onRetry={banners.retry}
        />
      ) : (
        <Carousel
          label="PlastiHub highlights"
          priority
          loading={banners.status === 'loading' && banners.data === undefined}
          images={(banners.data ?? []).map((banner, i) => ({
            src: banner.image,
            alt: `PlastiHub highlight ${i + 1}`,
          }))}
        />
      )}
      <ConnectTiles />
      <TradeTiles />
      <EducateTiles />
    </Stack>
  );
}
