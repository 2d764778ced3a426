import { experienceRanges, type ManpowerCountryType } from '@plastihub/api-client';
import { optionsFromLookup } from '@plastihub/ui';
import { useResource } from '../../../shared/data/useData';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf, idsOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { WithCountry } from '../components/WithCountry';
import { executiveFilters, executiveKeySkills, executivesOf } from '../manpower.data';
import { executiveListing } from '../manpowerListing';

const experienceOptions = experienceRanges.map((range) => ({ value: range, label: `${range} years` }));

/**
 * `/manpower-executives?executive_category_id=&country_type=&experience=&keyskills=`: a category's executives,
 * filtered by an experience range and key skills (sent as the spec's `experince` and comma-joined `keyskills`).
 */
export default function ExecutivesScreen() {
  const { executiveCategoryId, executiveCategoryName } = useSelections([
    'executiveCategoryId',
    'executiveCategoryName',
  ]);
  const categoryId = idOf(executiveCategoryId);
  const title = executiveCategoryName || 'Executives';
  if (categoryId === null) return <RecordNotFoundPage title={title} />;
  return (
    <WithCountry title={title}>
      {(country) => <Executives categoryId={categoryId} country={country} title={title} />}
    </WithCountry>
  );
}

function Executives({
  categoryId,
  country,
  title,
}: {
  categoryId: number;
  country: ManpowerCountryType;
  title: string;
}) {
  const filters = useUrlFilters(executiveFilters);
  const skills = useResource(executiveKeySkills, { categoryId });
  const experience = experienceRanges.find((range) => range === filters.values.experience[0]) ?? null;
  const executives = useResource(executivesOf, {
    categoryId,
    countryType: country,
    experience,
    keySkillIds: idsOf(filters.values.keyskills),
  });
  return (
    <>
      <ListingFilterBar
        label="Filter executives"
        filters={filters}
        controls={[
          { def: executiveFilters[0], options: experienceOptions },
          {
            def: executiveFilters[1],
            options: optionsFromLookup(skills.data ?? []),
            loading: skills.status === 'loading',
          },
        ]}
      />
      <ListingResults
        kind={executiveListing}
        results={executives}
        label={`${title} executives`}
        searchable
        sortable
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </>
  );
}
