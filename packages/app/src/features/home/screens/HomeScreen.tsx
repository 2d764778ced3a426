import { Button, Carousel, EmptyState, Heading, Stack } from '@plastihub/ui';
import { useResource } from '../../../shared/useResource';
import { homeBanners } from '../homeResources';
import { ConnectTiles, EducateTiles, TradeTiles } from '../../../shared/tiles/SectionTiles';

export default function HomeScreen() {
  const banners = useResource(homeBanners.key, homeBanners.load, homeBanners.params);
  return (
    <Stack space="xl">
      <Heading level={1}>PlastiHub: India's plastics and polymer marketplace</Heading>
      {banners.status === 'failed' ? (
        <EmptyState
          variant="error"
          headingLevel={2}
          title="The highlights could not be loaded"
          description={banners.error}
          action={
            <Button variant="secondary" onPress={banners.retry}>
              Try again
            </Button>
          }
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
