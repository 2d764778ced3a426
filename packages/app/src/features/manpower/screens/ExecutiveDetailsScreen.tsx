import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelectedRecord } from '../../../shared/listing/useSelectedRecord';
import { executivePage } from '../manpower.data';
import { executiveListing } from '../manpowerListing';

/** `/manpower-executives-details?executive_id=`: a person, their contact revealed once, their career. */
export default function ExecutiveDetailsScreen() {
  const page = useSelectedRecord('executiveId', executivePage);
  return <ListingDetail kind={executiveListing} page={page} fallbackTitle="Executive Details" />;
}
