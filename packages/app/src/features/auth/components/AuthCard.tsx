import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Card, Heading, Stack, Text } from '@plastihub/ui';
import type { FormState } from '../../../shared/forms/formState';
import { demoCredentials } from '../../../shared/site/config';
import { PageTitle } from '../../../shared/page/PageHeading';

/** The frame of the sign-in and registration forms: title, server message banner, the form, links. */
export function AuthCard({
  title,
  state,
  demoHint,
  children,
  footer,
}: {
  title: string;
  state: FormState;
  /** What to show in demo mode: the password login or the OTP. */
  demoHint?: 'password' | 'otp';
  children: ReactNode;
  footer?: ReactNode;
}) {
  const failure = state.status === 'failed' ? state.message : null;
  const failureRef = useRef<HTMLDivElement>(null);
  // A refused sign-in or registration: the focus goes to what the server said, so a screen reader reads it and a
  // keyboard user starts again from it (each failure is a new state, the same words too).
  useEffect(() => {
    if (state.status === 'failed' && state.message) failureRef.current?.focus();
  }, [state]);
  return (
    <Stack space="lg" style={{ maxWidth: 440, marginInline: 'auto', width: '100%' }}>
      <PageTitle title={title} />
      <Heading level={1}>{title}</Heading>
      <Card>
        <Stack space="lg">
          {failure && (
            <Alert tone="critical" ref={failureRef}>
              {failure}
            </Alert>
          )}
          {state.status === 'succeeded' && state.message && <Alert tone="success">{state.message}</Alert>}
          {demoCredentials && demoHint && (
            <Alert tone="info" title="Demo">
              {demoHint === 'password'
                ? `Sign in with mobile ${demoCredentials.mobile} and password ${demoCredentials.password}.`
                : `The demo OTP is ${demoCredentials.otp}.`}
            </Alert>
          )}
          {children}
        </Stack>
      </Card>
      {footer && <Text>{footer}</Text>}
    </Stack>
  );
}
