import { JOB_SALARY_BANDS, type ManpowerCountryType } from '@plastihub/api-client';
import { Stack, optionsFrom } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { callOf } from '../../../shared/data/definitions';
import { useResource } from '../../../shared/data/useData';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { JobApplication } from '../components/JobApplication';
import { jobsLabel, ManpowerCountryBar, useManpowerCountry } from '../components/ManpowerCountry';
import { jobListing } from '../jobListing';
import { choicesOf, filterJobList, filteredJobs, jobFilters, jobsOf } from '../jobs.data';

/**
 * `/manpower-jobs?country_type=&category=&city=&salary=`: the jobs of the country type (Jobs, or CREW for
 * International), narrowed in the browser by category, city and salary band; the filters live in the URL. A card's Apply
 * applies in place, as the details page's Apply For Job does.
 */
export default function JobsScreen() {
  const { country, choose, hrefOf } = useManpowerCountry();
  return (
    <Stack space="lg">
      <PageHeading title={country ? jobsLabel(country) : 'Jobs'} description={country ?? undefined} />
      <ManpowerCountryBar country={country} onChoose={choose} hrefOf={hrefOf} />
      {country && <Jobs country={country} />}
    </Stack>
  );
}

const salaryOptions = optionsFrom(JOB_SALARY_BANDS);

function Jobs({ country }: { country: ManpowerCountryType }) {
  const filters = useUrlFilters(jobFilters);
  const jobs = useResource(jobsOf, { countryType: country });
  const all = jobs.data ?? [];
  const loading = jobs.data === undefined;
  return (
    <>
      <ListingFilterBar
        label="Filter jobs"
        filters={filters}
        controls={[
          { def: jobFilters[0], options: optionsFrom(choicesOf(all, 'category')), loading },
          { def: jobFilters[1], options: optionsFrom(choicesOf(all, 'city')), loading },
          { def: jobFilters[2], options: salaryOptions },
        ]}
      />
      <ListingResults
        kind={jobListing}
        results={{
          ...jobs,
          data: jobs.data && filterJobList(jobs.data, filters.values),
          call: callOf(filteredJobs, { countryType: country, filters: filters.values }),
        }}
        label={`${jobsLabel(country)} ${country}`}
        searchable
        sortable
        viewLabel="View Details"
        onClearFilters={filters.active ? filters.clear : undefined}
        actionsOf={(job) => <JobApplication job={job} onCard />}
      />
    </>
  );
}
