import type { ManpowerCountryType } from '@plastihub/api-client';
import { useResource } from '../../../shared/data/useData';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { WithCountry } from '../components/WithCountry';
import { executiveCategories } from '../manpower.data';
import { executiveCategoryTiles } from '../manpowerListing';

/** `/manpower-executives-category?country_type=`: the executive categories; each opens its executives. */
export default function ExecutiveCategoriesScreen() {
  return (
    <WithCountry title="Executive Categories">
      {(country) => <ExecutiveCategories country={country} />}
    </WithCountry>
  );
}

function ExecutiveCategories({ country }: { country: ManpowerCountryType }) {
  const categories = useResource(executiveCategories, { countryType: country });
  return (
    <ListingTiles kind={executiveCategoryTiles(country)} results={categories} label="Executive categories" />
  );
}
