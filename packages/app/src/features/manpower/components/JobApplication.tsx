import { useEffect } from 'react';
import { Alert, Button, ConfirmButton, Stack } from '@plastihub/ui';
import { useMutation } from '../../../shared/data/useData';
import { jobApplication } from '../jobs.data';

interface JobApplicationProps {
  /** `hasApplied` is what the details page's server says; the list does not say, so a card starts unapplied. */
  job: { id: number; title: string; companyName: string; hasApplied?: boolean };
  /** On a job card: "Apply", named after the job among the other cards; on the details page: "Apply For Job". */
  onCard?: boolean;
}

/**
 * Apply For Job, asked once with what it sends, and where the application stands: applied (now or before, as the
 * server says) with no second try, or failed with Try again (sent at once: the user has confirmed). The existing
 * product applied on one tap, reloaded the page and said nothing.
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
        {failed ? (
          <Button
            variant={onCard ? 'secondary' : 'primary'}
            aria-label={onCard ? `Try again: apply for ${job.title}` : undefined}
            onPress={() => submit(job.id)}
          >
            Try again
          </Button>
        ) : (
          <ConfirmButton
            variant={onCard ? 'secondary' : 'primary'}
            pending={state.status === 'submitting'}
            aria-label={onCard ? `Apply for ${job.title}` : undefined}
            title={`Apply for ${job.title}?`}
            // Assumption: the spec's job-apply call names only the job; the employer sees the applicant as the
            // dashboards show candidates, from the applicant's profile.
            description={`${job.companyName || 'The employer'} will see your application with your profile's name, mobile number and email.`}
            confirmLabel="Send application"
            onConfirm={() => submit(job.id)}
          >
            {onCard ? 'Apply' : 'Apply For Job'}
          </ConfirmButton>
        )}
      </div>
    </Stack>
  );
}
