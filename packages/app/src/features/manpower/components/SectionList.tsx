import type { ManpowerCountryType } from '@plastihub/api-client';
import { useResource } from '../../../shared/data/useData';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { ScreenState } from '../../../shared/page/ScreenState';
import { institutionsOf, labourContractors, manpowerCategories } from '../manpower.data';
import { institutionListing, labourListing } from '../manpowerListing';

/** The manpower sections whose list is one manpower category's: the labour contractors and the institutes. */
export type ManpowerSection = 'labour' | 'institutions';

/**
 * The manpower category a list is for: the tile's, or the one of that section when the page is opened without
 * one (from the labour categories, or a link).
 */
function useSectionCategory(section: ManpowerSection) {
  const { manpowerCategoryId } = useSelections(['manpowerCategoryId']);
  const given = idOf(manpowerCategoryId);
  const categories = useResource(manpowerCategories, null, { enabled: given === null });
  const found = categories.data?.find((category) => category.section === section)?.id ?? null;
  return { categoryId: given ?? found, lookup: categories };
}

/** A section's list in the chosen country type: labour contractors with their capacity, or institutes. */
export function SectionList({
  section,
  country,
}: {
  section: ManpowerSection;
  country: ManpowerCountryType;
}) {
  const { categoryId, lookup } = useSectionCategory(section);
  const params = { categoryId: categoryId ?? 0, countryType: country };
  const enabled = categoryId !== null;
  const contractors = useResource(labourContractors, params, { enabled: enabled && section === 'labour' });
  const institutions = useResource(institutionsOf, params, {
    enabled: enabled && section === 'institutions',
  });
  // No category given and none of this section on the server: "No Data Found" (or the look-up's own state).
  if (!enabled) {
    return (
      <ScreenState resource={lookup} isEmpty={() => true}>
        {() => null}
      </ScreenState>
    );
  }
  return section === 'labour' ? (
    <ListingResults kind={labourListing} results={contractors} label={`Labour contractors ${country}`} />
  ) : (
    <ListingResults kind={institutionListing} results={institutions} label={`Institutions ${country}`} />
  );
}
