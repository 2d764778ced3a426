import { useEffect } from 'react';
import { Alert, Button, Stack } from '@plastihub/ui';
import { useMutation } from '../../shared/data/useData';
import { jobApplication } from './jobs.data';

interface JobApplicationProps {
  /** `hasApplied` is what the details page's server says; the list does not say, so a card starts unapplied. */
  job: { id: number; title: string; hasApplied?: boolean };
  /** On a job card: "Apply", named after the job among the other cards; on the details page: "Apply For Job". */
  onCard?: boolean;
}

/**
 * Apply For Job, and where the application stands: applied (now or before, as the server says) with no second
 * try, or failed with Try again. The existing product reloaded the page and said nothing.
 */
export function JobApplication({ job, onCard = false }: JobApplicationProps) {
  const { state, submit, reset } = useMutation(jobApplication);
  // One job's answer is not another's: start clean on each job page.
  useEffect(() => reset, [reset, job.id]);
  if (job.hasApplied && state.status === 'idle') {
    return <Alert tone="success" title="You have applied for this job." />;
  }
  if (state.status === 'succeeded') {
    return <Alert tone="success" title={state.message || 'You have applied for this job.'} />;
  }
  const failed = state.status === 'failed';
  return (
    <Stack space="sm">
      {failed && (
        <Alert tone="critical" title="Your application was not sent">
          {state.message}
        </Alert>
      )}
      <div>
        <Button
          variant={onCard ? 'secondary' : 'primary'}
          pending={state.status === 'submitting'}
          aria-label={onCard ? `${failed ? 'Try again: apply' : 'Apply'} for ${job.title}` : undefined}
          onPress={() => submit(job.id)}
        >
          {failed ? 'Try again' : onCard ? 'Apply' : 'Apply For Job'}
        </Button>
      </div>
    </Stack>
  );
}
