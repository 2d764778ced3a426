import { Alert } from '@plastihub/ui';
import type { FormState } from '../../../shared/forms/formState';

export interface FormBannerProps {
  state: FormState;
  /** Shown on success when the server sends no message. */
  successFallback: string;
  /**
   * Also list every field message in the banner: the red list at the top of the role screen
   * (spec document 3, section 5). Forms with fields show them under the fields instead.
   */
  listFieldErrors?: boolean;
}

/** The server's `msg` after a submission: green on success, red on failure. */
export function FormBanner({ state, successFallback, listFieldErrors = false }: FormBannerProps) {
  if (state.status === 'succeeded') {
    return <Alert tone="success">{state.message || successFallback}</Alert>;
  }
  if (state.status === 'failed') {
    return (
      <Alert
        tone="critical"
        title={state.message ?? undefined}
        errors={listFieldErrors ? Object.values(state.fieldErrors) : undefined}
      />
    );
  }
  return null;
}
