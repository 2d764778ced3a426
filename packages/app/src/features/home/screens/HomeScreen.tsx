import { Suspense, useRef } from 'react';
import { Carousel, ErrorState, Heading, Stack } from '@plastihub/ui';
import { useResource } from '../../../shared/data/useData';
import { PageTitle } from '../../../shared/page/PageHeading';
import { QuietBoundary } from '../../../shared/page/QuietBoundary';
import { useNearViewport } from '../../../shared/page/useNearViewport';
import { retryableLazy } from '../../../shared/routing/retryableLazy';
import { useAppSelector } from '../../../shared/store/hooks';
import { homeBanners } from '../home.data';
import { ConnectTiles, EducateTiles, ServiceTiles, TradeTiles } from '../../../shared/tiles/SectionTiles';

// Below the tiles, in its own chunk: its code and its request wait until the page has shown its content and
// the reader has scrolled towards it, so the first view (banners, tiles) never competes with them
// (docs/first-load.md, "Decisions"), and only the footer below moves when they come.
const LatestListings = retryableLazy(() => import('../components/LatestListings'));

export default function HomeScreen() {
  const banners = useResource(homeBanners, null);
  const pageReady = useAppSelector(({ page }) => page.ready);
  const latestRef = useRef<HTMLDivElement>(null);
  const latestNear = useNearViewport(latestRef);
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
      <ServiceTiles />
      <div ref={latestRef}>
        {pageReady && latestNear && (
          <QuietBoundary>
            <Suspense fallback={null}>
              <LatestListings />
            </Suspense>
          </QuietBoundary>
        )}
      </div>
    </Stack>
  );
}
