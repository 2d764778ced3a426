import { Stack, Tile } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { href } from '../../../shared/routing/paths';
import { manpowerIcon } from '../../../shared/tiles/tileIcons';
import { jobsLabel, ManpowerCountryBar, useManpowerCountry } from '../components/ManpowerCountry';
import { manpowerCategories } from '../manpower.data';
import { manpowerCategoryTiles } from '../manpowerListing';

/** `/manpower?country_type=`: the manpower categories of the chosen country type, and Jobs (or CREW). */
export default function ManpowerScreen() {
  const { country, choose, hrefOf } = useManpowerCountry();
  const categories = useResource(manpowerCategories, null, { enabled: country !== null });
  return (
    <Stack space="lg">
      <PageHeading
        title={country ? `Manpower ${country}` : 'Manpower'}
        description="Executives, labour contractors, institutional placements and jobs in the plastics industry."
      />
      <ManpowerCountryBar country={country} onChoose={choose} hrefOf={hrefOf} />
      {country && (
        <ListingTiles
          kind={manpowerCategoryTiles(country)}
          results={categories}
          label="Manpower categories"
          extra={
            <li>
              <Tile
                label={jobsLabel(country)}
                icon={manpowerIcon}
                href={href('manpowerJobs', { query: { country_type: country } })}
              />
            </li>
          }
        />
      )}
    </Stack>
  );
}
