import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelectedRecord } from '../../../shared/listing/useSelectedRecord';
import { institutionPage } from '../manpower.data';
import { institutionListing } from '../manpowerListing';

/** `/manpower/institutional-placements/details?institution_id=`: an institute and its students. */
export default function InstitutionDetailsScreen() {
  const page = useSelectedRecord('institutionId', institutionPage);
  return (
    <ListingDetail kind={institutionListing} page={page} fallbackTitle="Institutional Placement Details" />
  );
}
