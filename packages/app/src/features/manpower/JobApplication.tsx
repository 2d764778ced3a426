import { useEffect } from 'react';
import type { JobDetails } from '@plastihub/api-client';
import { Alert, Button, Stack } from '@plastihub/ui';
import { useMutation } from '../../shared/data/useData';
import { jobApplication } from './jobs.data';

/**
 * Apply For Job, and where the application stands: applied (now or before, as the server says) with no second
 * try, or failed with Try again. The existing product reloaded the page and said nothing.
 */
export function JobApplication({ job }: { job: JobDetails }) {
  const { state, submit, reset } = useMutation(jobApplication);
  // One job's answer is not another's: start clean on each job page.
  useEffect(() => reset, [reset, job.id]);
  if (job.hasApplied && state.status === 'idle') {
    return <Alert tone="success" title="You have applied for this job." />;
  }
  if (state.status === 'succeeded') {
    return <Alert tone="success" title={state.message || 'You have applied for this job.'} />;
  }
  return (
    <Stack space="sm">
      {state.status === 'failed' && (
        <Alert tone="critical" title="Your application was not sent">
          {state.message}
        </Alert>
      )}
      <div>
        <Button variant="primary" pending={state.status === 'submitting'} onPress={() => submit(job.id)}>
          {state.status === 'failed' ? 'Try again' : 'Apply For Job'}
        </Button>
      </div>
    </Stack>
  );
}
