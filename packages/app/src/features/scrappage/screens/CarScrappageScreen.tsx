import { useState } from 'react';
import { Stack, Tile } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { href } from '../../../shared/routing/paths';
import { TileGroup } from '../../../shared/tiles/SectionTiles';
import { scrapCarIcon } from '../../../shared/tiles/tileIcons';
import { carStatusIcon, fitnessIcon, policyIcon } from '../components/scrappageIcons';
import { LocationDialog } from '../components/LocationDialog';
import { fitnessCenterDirectory, scrapDealerDirectory, type Directory } from '../scrappageDirectories';

/** `/car-scrappage`: Scrap Car Dealer and Car Fitness Centre ask for a state and city; the others are pages. */
export default function CarScrappageScreen() {
  const [finding, setFinding] = useState<Pick<Directory<unknown>, 'findTitle' | 'path'> | null>(null);
  return (
    <Stack space="xl">
      <PageHeading
        title="Car Scrappage"
        description="Registered scrap car dealers, fitness testing centres, the policies, and your car's status."
      />
      <TileGroup title="Car scrappage services" showTitle={false}>
        <li>
          <Tile
            label="Scrap Car Dealer"
            icon={scrapCarIcon}
            onPress={() => setFinding(scrapDealerDirectory)}
          />
        </li>
        <li>
          <Tile label="Policy Update" icon={policyIcon} href={href('policyUpdate')} />
        </li>
        <li>
          <Tile
            label="Car Fitness Centre"
            icon={fitnessIcon}
            onPress={() => setFinding(fitnessCenterDirectory)}
          />
        </li>
        <li>
          <Tile label="Know Your Car Status" icon={carStatusIcon} href={href('knowYourCarStatus')} />
        </li>
      </TileGroup>
      <LocationDialog
        open={finding !== null}
        onOpenChange={(open) => !open && setFinding(null)}
        title={finding?.findTitle ?? ''}
        to={finding?.path ?? 'scrapCarDealer'}
      />
    </Stack>
  );
}
