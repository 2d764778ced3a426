import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf, keywordFilter } from '../../../shared/listing/urlFilters';
import { useListingPage } from '../../../shared/listing/useListingPage';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { toolRoomPage, toolRooms } from '../toolRooms.data';
import { toolRoomListing } from '../toolRoomListing';

const filters = [keywordFilter] as const;

/** `/tool-and-die`: tool-and-die companies, searched by company name or location (in the URL). */
export function ToolAndDieScreen() {
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

/** `/tool-and-die-details`: a company, its contact revealed once, and its tool die machines. */
export function ToolAndDieDetailsScreen() {
  const { toolMachineId } = useSelections(['toolMachineId']);
  const id = idOf(toolMachineId);
  const page = useListingPage(toolRoomPage, id === null ? null : { id });
  return <ListingDetail kind={toolRoomListing} fallbackTitle="Tool and Die Details" page={page} />;
}
