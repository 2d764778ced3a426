import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelectedRecord } from '../../../shared/listing/useSelectedRecord';
import { jobListing } from '../jobListing';
import { jobPage } from '../jobs.data';

/** `/manpower-jobs-details?job_id=`: the job, its company's contact revealed once, and Apply For Job. */
export default function JobDetailsScreen() {
  const page = useSelectedRecord('jobId', jobPage);
  return <ListingDetail kind={jobListing} page={page} fallbackTitle="Job Details" />;
}
