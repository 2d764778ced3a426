import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelectedRecord } from '../../../shared/listing/useSelectedRecord';
import { institutionPage } from '../money.data';
import { moneyListing } from '../moneyListing';

/** `/money-details`: one lender, its contact revealed once, and similar lenders. */
export default function MoneyDetailsScreen() {
  const page = useSelectedRecord('financialInstitutionId', institutionPage);
  return <ListingDetail kind={moneyListing} fallbackTitle="Financial Institution Details" page={page} />;
}
