import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { keywordFilter } from '../../../shared/listing/urlFilters';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { toolRooms } from '../toolRooms.data';
import { toolRoomListing } from '../toolRoomListing';

const filters = [keywordFilter] as const;

/** `/tool-and-die`: tool-and-die companies, searched by company name or location (in the URL). */
export default function ToolAndDieScreen() {
  const search = useUrlFilters(filters);
  const companies = useResource(toolRooms, { keyword: search.values.keyword[0] ?? '' });
  return (
    <Stack space="lg">
      <PageHeading title="Tool and Die" />
      <ListingFilterBar
        label="Search tool and die companies"
        filters={search}
        controls={[{ def: keywordFilter, placeholder: 'search e.g. Company Name, Location' }]}
      />
      <ListingResults
        kind={toolRoomListing}
        results={companies}
        label="Tool and die companies"
        onClearFilters={search.active ? search.clear : undefined}
      />
    </Stack>
  );
}
