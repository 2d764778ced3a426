import { isApiError, type ApiValidationError } from '@plastihub/api-client';

/** Where one form submission stands: the banner message and the first server message per field. */
export interface FormState {
  status: 'idle' | 'submitting' | 'failed' | 'succeeded';
  message: string | null;
  fieldErrors: Record<string, string>;
  /** While an upload is sent: how much has gone, from 0 to 1. */
  progress?: number;
  /** A second submit came while this one was on its way, and was refused (useMutation says so). */
  refused?: boolean;
}

export const idleForm: FormState = { status: 'idle', message: null, fieldErrors: {} };
export const submittingForm: FormState = { status: 'submitting', message: null, fieldErrors: {} };

export function succeededForm(message: string | null): FormState {
  return { status: 'succeeded', message, fieldErrors: {} };
}

/** A failed submission: server `validate` messages go under their fields, `msg` (or the failure) in the banner. */
export function failedForm(error: unknown): FormState {
  if (isApiError(error) && error.kind === 'validation') {
    return {
      status: 'failed',
      message: error.message,
      fieldErrors: (error as ApiValidationError).fieldErrors,
    };
  }
  return {
    status: 'failed',
    message: isApiError(error) ? error.message : 'Something went wrong. Please try again.',
    fieldErrors: {},
  };
}
