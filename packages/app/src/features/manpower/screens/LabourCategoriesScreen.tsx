import type { ManpowerCountryType } from '@plastihub/api-client';
import { useResource } from '../../../shared/data/useData';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { WithCountry } from '../components/WithCountry';
import { labourCategories } from '../manpower.data';
import { labourCategoryTiles } from '../manpowerListing';

/** `/manpower-labours-view?country_type=`: the kinds of labour teams; each opens the labour contractors. */
export default function LabourCategoriesScreen() {
  return (
    <WithCountry title="Labour Categories">{(country) => <LabourCategories country={country} />}</WithCountry>
  );
}

function LabourCategories({ country }: { country: ManpowerCountryType }) {
  const categories = useResource(labourCategories, { countryType: country });
  return <ListingTiles kind={labourCategoryTiles(country)} results={categories} label="Labour categories" />;
}
