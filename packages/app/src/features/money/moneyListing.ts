import type { FinancialInstitution } from '@plastihub/api-client';
import { formatNumber, formatPlace } from '@plastihub/ui';
import { defineListingKind } from '../../shared/listing/listingKind';

/** Financial institutions as a listing kind: the Money cards and the details screen (document 2). */
export const moneyListing = defineListingKind<FinancialInstitution, FinancialInstitution>({
  type: 'Financial Institution',
  savedAs: 'Financial Institution',
  detailPath: 'moneyDetails',
  selectionOf: (institution) => ({ financialInstitutionId: String(institution.id) }),
  card: (institution) => ({
    title: institution.name,
    imageSrc: institution.logo,
    // Logos are drawn to be seen whole.
    imageFit: 'contain',
    meta: [
      { label: 'Type of Funding', value: institution.fundingType },
      { label: 'Purpose', value: institution.purpose },
      { value: formatPlace(institution.city, institution.country) },
    ],
  }),
  detail: {
    title: (institution) => institution.name,
    images: (institution) => (institution.logo ? [institution.logo] : []),
    rows: (institution) => [
      { label: 'Type of Funding', value: institution.fundingType },
      { label: 'Purpose', value: institution.purpose },
      {
        label: 'Interest Rate',
        value: institution.interestRate === null ? null : formatNumber(institution.interestRate),
        unit: '%',
      },
      { label: 'Country', value: institution.country },
    ],
    contact: ({ seller }) => ({ name: seller.name, mobile: seller.mobile, email: seller.email }),
    about: (institution) => [
      { label: 'Seller', value: institution.seller.name },
      { label: 'Company', value: institution.seller.companyName },
      { label: 'Address', value: institution.address },
    ],
    aboutLabel: 'Seller',
    // Spelled correctly on screen (the existing product wrote "Finacial").
    similarHeading: 'Similar Financial Institutions',
  },
});
