import type {
  ExecutiveCategory,
  ExecutiveDetails,
  ExecutiveListItem,
  InstitutionDetails,
  InstitutionListItem,
  LabourCategory,
  LabourContractorDetails,
  LabourContractorListItem,
  ManpowerCategory,
  ManpowerCountryType,
} from '@plastihub/api-client';
import { formatNumber, formatPlace, Heading, Stack, Table, type TableColumn } from '@plastihub/ui';
import type { ReactNode } from 'react';
import { defineListingKind, type ListingCards } from '../../shared/listing/listingKind';
import { byNumber, newestFirst } from '../../shared/listing/listingSorts';
import type { PathName } from '../../shared/routing/paths';

const sectionPaths = {
  executives: 'manpowerExecutiveCategories',
  labour: 'manpowerLabours',
  institutions: 'institutionalPlacements',
} as const satisfies Record<ManpowerCategory['section'], PathName>;

/** Manpower's tiles: Executive to its categories, Labour to the contractors, any other to institutions. */
export const manpowerCategoryTiles = (country: ManpowerCountryType): ListingCards<ManpowerCategory> => ({
  detailPath: 'manpowerExecutiveCategories',
  pathOf: (category) => sectionPaths[category.section],
  selectionOf: (category) => ({
    manpowerCountry: country,
    ...(category.id !== null && { manpowerCategoryId: String(category.id) }),
  }),
  card: (category) => ({ title: category.name, imageSrc: category.image || null }),
});

/** The executive categories of a country type; each opens its executives. */
export const executiveCategoryTiles = (country: ManpowerCountryType): ListingCards<ExecutiveCategory> => ({
  detailPath: 'manpowerExecutives',
  selectionOf: (category) => ({
    manpowerCountry: country,
    executiveCategoryId: String(category.id),
    executiveCategoryName: category.name,
  }),
  card: (category) => ({ title: category.name, imageSrc: category.image || null }),
});

/** The kinds of labour teams of a country type (`/manpower-labours-view`); each opens the contractors. */
export const labourCategoryTiles = (country: ManpowerCountryType): ListingCards<LabourCategory> => ({
  detailPath: 'manpowerLabours',
  selectionOf: () => ({ manpowerCountry: country }),
  card: (category) => ({ title: category.name, imageSrc: category.image || null }),
});

const years = (count: number | null) =>
  count === null ? null : `${formatNumber(count)} ${count === 1 ? 'year' : 'years'}`;

/** A section of a details page: a heading and a table (past companies, teams, students). */
function TableSection<Row>({
  title,
  caption,
  columns,
  rows,
}: {
  title: string;
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
}): ReactNode {
  return (
    <Stack as="section" space="md" aria-label={title}>
      <Heading level={2}>{title}</Heading>
      <Table caption={caption} hideCaption columns={columns} rows={rows} getRowKey={(_row, index) => index} />
    </Stack>
  );
}

const pastExperienceColumns: readonly TableColumn<ExecutiveDetails['pastExperience'][number]>[] = [
  { key: 'companyName', header: 'Company', isRowHeader: true },
  { key: 'designation', header: 'Designation' },
  { key: 'from', header: 'From' },
  { key: 'to', header: 'To' },
  { key: 'description', header: 'Description' },
];

const place = (record: {
  address: string;
  city: string;
  state: string;
  pinCode: string;
  countryName: string;
}) => [
  { label: 'Address', value: record.address },
  { label: 'City', value: record.city },
  { label: 'State', value: record.state },
  { label: 'Pincode', value: record.pinCode },
  { label: 'Country', value: record.countryName },
];

/** Executives (people offering their work): photo, city, experience; details with their career (document 1). */
export const executiveListing = defineListingKind<ExecutiveListItem, ExecutiveDetails>({
  type: 'Executive',
  savedAs: 'Executive',
  detailPath: 'manpowerExecutiveDetails',
  selectionOf: (executive) => ({ executiveId: String(executive.id) }),
  sorts: [
    newestFirst(),
    {
      value: 'experience',
      label: 'Experience: most first',
      compare: byNumber((executive) => executive.totalExperience, 'descending'),
    },
  ],
  card: (executive) => ({
    title: executive.name,
    imageSrc: executive.image || null,
    meta: [{ value: executive.city }, { label: 'Total experience', value: years(executive.totalExperience) }],
  }),
  detail: {
    title: (executive) => executive.name,
    images: (executive) => (executive.image ? [executive.image] : []),
    rows: (executive) => [
      { label: 'Category', value: executive.categoryName },
      { label: 'Key Skill(s)', value: executive.keySkills },
      { label: 'Highest Qualification', value: executive.highestQualification },
      { label: 'Specialization', value: executive.specializations.join(', ') },
      { label: 'Total Work Experience', value: years(executive.totalExperience) },
      ...place(executive),
    ],
    contact: (executive) => ({ name: executive.name, mobile: executive.mobile, email: executive.email }),
    contactLabel: 'View Contact Details',
    description: (executive) => executive.about,
    descriptionHeading: 'About Me',
    more: (executive) =>
      executive.pastExperience.length > 0 && (
        <TableSection
          title="Past Experience"
          caption={`Past experience of ${executive.name}`}
          columns={pastExperienceColumns}
          rows={executive.pastExperience}
        />
      ),
  },
});

const teamColumns: readonly TableColumn<LabourContractorDetails['teams'][number]>[] = [
  { key: 'category', header: 'Category', isRowHeader: true },
  { key: 'capacity', header: 'Capacity', align: 'end' },
];

/** Labour contractors (teams for hire): logo, city, team size; details with the capacity per kind of work. */
export const labourListing = defineListingKind<LabourContractorListItem, LabourContractorDetails>({
  type: 'Labour Contractor',
  savedAs: 'Labour Contractor',
  detailPath: 'manpowerLabourDetails',
  selectionOf: (contractor) => ({ labourId: String(contractor.id) }),
  card: (contractor) => ({
    title: contractor.companyName,
    imageSrc: contractor.logo || null,
    imageFit: 'contain',
    meta: [
      { value: contractor.city },
      {
        label: 'Team capacity',
        value: contractor.teamCapacity === null ? null : formatNumber(contractor.teamCapacity),
      },
    ],
  }),
  detail: {
    title: (contractor) => contractor.companyName || contractor.name,
    images: (contractor) => (contractor.logo ? [contractor.logo] : []),
    rows: (contractor) => [
      ...place(contractor),
      {
        label: 'Team Capacity',
        value: contractor.teamCapacity === null ? null : formatNumber(contractor.teamCapacity),
      },
    ],
    contact: (contractor) => ({
      name: contractor.name || contractor.companyName,
      mobile: contractor.mobile,
      email: contractor.email,
    }),
    contactLabel: 'View Contact Details',
    description: (contractor) => contractor.about,
    descriptionHeading: 'About Me',
    more: (contractor) =>
      contractor.teams.length > 0 && (
        <TableSection
          title="Capacity by Category"
          caption={`Team capacity of ${contractor.companyName} by category`}
          columns={teamColumns}
          rows={contractor.teams}
        />
      ),
  },
});

const batchColumns: readonly TableColumn<InstitutionDetails['batches'][number]>[] = [
  { key: 'course', header: 'Course', isRowHeader: true },
  { key: 'specialization', header: 'Specialization' },
  { key: 'students', header: 'Students', align: 'end' },
  { key: 'date', header: 'Date' },
];

/** Institutes placing their students: logo, place, year founded; details with their batches. */
export const institutionListing = defineListingKind<InstitutionListItem, InstitutionDetails>({
  type: 'Institution',
  detailPath: 'institutionalPlacementDetails',
  selectionOf: (institution) => ({ institutionId: String(institution.id) }),
  card: (institution) => ({
    title: institution.name,
    imageSrc: institution.logo || null,
    imageFit: 'contain',
    meta: [
      { value: formatPlace(institution.city, institution.state) },
      { label: 'Established', value: institution.established },
    ],
  }),
  detail: {
    title: (institution) => institution.name,
    images: (institution) => (institution.logo ? [institution.logo] : []),
    rows: (institution) => [{ label: 'Established', value: institution.established }, ...place(institution)],
    contact: (institution) => ({
      name: institution.name,
      mobile: institution.mobile,
      email: institution.email,
    }),
    more: (institution) =>
      institution.batches.length > 0 && (
        <TableSection
          title="Students"
          caption={`Students of ${institution.name}`}
          columns={batchColumns}
          rows={institution.batches}
        />
      ),
  },
});
