import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { keywordFilter } from '../../../shared/listing/urlFilters';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { polymerIcon } from '../../../shared/tiles/tileIcons';
import { polymerTiles } from '../polymerListing';
import { polymersFound } from '../polymers.data';

const polymerSearch = [keywordFilter] as const;

/** `/know-your-polymer?keyword=`: the polymers as tiles, searched by name. */
export default function KnowYourPolymerScreen() {
  const filters = useUrlFilters(polymerSearch);
  const keyword = filters.values.keyword[0] ?? '';
  const polymers = useResource(polymersFound, { keyword });
  return (
    <Stack space="lg">
      <PageHeading
        title="Know Your Polymer"
        description="What each polymer is, where it is used and how it is processed."
      />
      <ListingFilterBar
        label="Search polymers"
        filters={filters}
        controls={[{ def: keywordFilter, placeholder: 'search e.g. Polypropylene, PVC' }]}
      />
      <ListingTiles
        kind={polymerTiles}
        results={polymers}
        label="Polymers"
        icon={polymerIcon}
        layout="inline"
      />
    </Stack>
  );
}
