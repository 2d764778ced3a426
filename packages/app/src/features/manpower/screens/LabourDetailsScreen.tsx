import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelectedRecord } from '../../../shared/listing/useSelectedRecord';
import { labourPage } from '../manpower.data';
import { labourListing } from '../manpowerListing';

/** `/manpower-labours-details?labour_id=`: a contractor, contact revealed once, capacity by category. */
export default function LabourDetailsScreen() {
  const page = useSelectedRecord('labourId', labourPage);
  return <ListingDetail kind={labourListing} page={page} fallbackTitle="Labour Contractor Details" />;
}
