import type { ReactNode } from 'react';
import { experienceRanges, type ManpowerCountryType } from '@plastihub/api-client';
import { Stack, Tile, optionsFromLookup } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { idOf, idsOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { href } from '../../../shared/routing/paths';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { ScreenState, RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { manpowerIcon } from '../../../shared/tiles/tileIcons';
import { jobsLabel, ManpowerCountryBar, useManpowerCountry } from '../ManpowerCountry';
import {
  executiveCategories,
  executiveFilters,
  executiveKeySkills,
  executivePage,
  executivesOf,
  institutionPage,
  institutionsOf,
  labourCategories,
  labourContractors,
  labourPage,
  manpowerCategories,
} from '../manpower.data';
import {
  executiveCategoryTiles,
  executiveListing,
  institutionListing,
  labourCategoryTiles,
  labourListing,
  manpowerCategoryTiles,
} from '../manpowerListing';

/** `/manpower?country_type=`: the manpower categories of the chosen country type, and Jobs (or CREW). */
export function ManpowerScreen() {
  const navigate = useNavigate();
  const { country, choose } = useManpowerCountry();
  const categories = useResource(manpowerCategories, null, { enabled: country !== null });
  return (
    <Stack space="lg">
      <PageHeading
        title={country ? `Manpower ${country}` : 'Manpower'}
        description="Executives, labour contractors, institutional placements and jobs in the plastics industry."
      />
      <ManpowerCountryBar country={country} onChoose={choose} />
      {country && (
        <ListingTiles
          kind={manpowerCategoryTiles(country)}
          results={categories}
          label="Manpower categories"
          extra={
            <li>
              <Tile
                label={jobsLabel(country)}
                icon={manpowerIcon}
                href={href('manpowerJobs', { query: { country_type: country } })}
                onNavigate={navigate}
              />
            </li>
          }
        />
      )}
    </Stack>
  );
}

/** The page of a list that needs the country type, asking for it first when there is none. */
function WithCountry({
  title,
  children,
}: {
  title: string;
  children: (country: ManpowerCountryType) => ReactNode;
}) {
  const { country, choose } = useManpowerCountry();
  return (
    <Stack space="lg">
      <PageHeading title={country ? `${title} ${country}` : title} />
      <ManpowerCountryBar country={country} onChoose={choose} />
      {country && children(country)}
    </Stack>
  );
}

/** `/manpower-executives-category?country_type=`: the executive categories; each opens its executives. */
export function ExecutiveCategoriesScreen() {
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

const experienceOptions = experienceRanges.map((range) => ({ value: range, label: `${range} years` }));

/**
 * `/manpower-executives?executive_category_id=&country_type=&experience=&keyskills=`: a category's executives,
 * filtered by an experience range and key skills (sent as the spec's `experince` and comma-joined `keyskills`).
 */
export function ExecutivesScreen() {
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
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </>
  );
}

/** `/manpower-executives-details?executive_id=`: a person, their contact revealed once, their career. */
export function ExecutiveDetailsScreen() {
  const { executiveId } = useSelections(['executiveId']);
  const id = idOf(executiveId);
  const page = useResource(executivePage, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <RecordNotFoundPage title="Executive Details" />;
  return <ListingDetail kind={executiveListing} page={page} fallbackTitle="Executive Details" />;
}

/** `/manpower-labours-view?country_type=`: the kinds of labour teams; each opens the labour contractors. */
export function LabourCategoriesScreen() {
  return (
    <WithCountry title="Labour Categories">{(country) => <LabourCategories country={country} />}</WithCountry>
  );
}

function LabourCategories({ country }: { country: ManpowerCountryType }) {
  const categories = useResource(labourCategories, { countryType: country });
  return <ListingTiles kind={labourCategoryTiles(country)} results={categories} label="Labour categories" />;
}

/**
 * The manpower category a list is for: the tile's, or the one of that section when the page is opened without
 * one (from the labour categories, or a link).
 */
function useSectionCategory(section: 'labour' | 'institutions') {
  const { manpowerCategoryId } = useSelections(['manpowerCategoryId']);
  const given = idOf(manpowerCategoryId);
  const categories = useResource(manpowerCategories, null, { enabled: given === null });
  const found = categories.data?.find((category) => category.section === section)?.id ?? null;
  return { categoryId: given ?? found, lookup: categories };
}

/** `/manpower-labours?country_type=`: labour contractors, with their team capacity. */
export function LabourContractorsScreen() {
  return (
    <WithCountry title="Labour Contractors">
      {(country) => <SectionList section="labour" country={country} />}
    </WithCountry>
  );
}

/** `/manpower/institutional-placements?country_type=`: institutes placing their students. */
export function InstitutionsScreen() {
  return (
    <WithCountry title="Institutional Placements">
      {(country) => <SectionList section="institutions" country={country} />}
    </WithCountry>
  );
}

function SectionList({
  section,
  country,
}: {
  section: 'labour' | 'institutions';
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

/** `/manpower-labours-details?labour_id=`: a contractor, contact revealed once, capacity by category. */
export function LabourDetailsScreen() {
  const { labourId } = useSelections(['labourId']);
  const id = idOf(labourId);
  const page = useResource(labourPage, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <RecordNotFoundPage title="Labour Contractor Details" />;
  return <ListingDetail kind={labourListing} page={page} fallbackTitle="Labour Contractor Details" />;
}

/** `/manpower/institutional-placements/details?institution_id=`: an institute and its students. */
export function InstitutionDetailsScreen() {
  const { institutionId } = useSelections(['institutionId']);
  const id = idOf(institutionId);
  const page = useResource(institutionPage, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <RecordNotFoundPage title="Institutional Placement Details" />;
  return (
    <ListingDetail kind={institutionListing} page={page} fallbackTitle="Institutional Placement Details" />
  );
}
