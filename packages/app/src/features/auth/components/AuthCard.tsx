import type { ReactNode } from 'react';
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
  return (
    <Stack space="lg" style={{ maxWidth: 440, marginInline: 'auto', width: '100%' }}>
      <PageTitle title={title} />
      <Heading level={1}>{title}</Heading>
      <Card>
        <Stack space="lg">
          {state.status === 'failed' && state.message && <Alert tone="critical">{state.message}</Alert>}
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
