import { useSearch } from 'wouter';
import { Button, Link, Stack, Text, TextField } from '@plastihub/ui';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useAuthSelector } from '../hooks';
import { href } from '../../../shared/routing/paths';
import { required, useForm, type Rules } from '../../../shared/forms';
import { AuthCard } from '../components/AuthCard';
import { otpVerifyRequested } from '../auth.slice';
import { otpUsername } from '../signInSteps';

type Values = { otp: string };
const rules: Rules<Values> = { otp: [required('Please enter the OTP we sent you.')] };

/** /login-with-otp-verify: sign in with the OTP sent to the number given on /login-with-otp. */
export default function OtpVerifyScreen() {
  const dispatch = useAppDispatch();
  const next = new URLSearchParams(useSearch()).get('next');
  const state = useAuthSelector((root) => root.auth.forms.otpVerify);
  const username = otpUsername();
  const form = useForm<Values>({ otp: '' }, rules, state);

  if (!username) {
    return (
      <AuthCard title="Verify OTP" state={state}>
        <Text>Enter your email or mobile number first, and we will send you an OTP.</Text>
        <Link href={href('loginWithOtp')} asButton>
          Login With OTP
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify OTP" state={state} demoHint="otp">
      <Text>
        We sent an OTP to <strong>{username}</strong>.{' '}
        <Link href={href('loginWithOtp')} aria-label={`Edit ${username}`}>
          Edit
        </Link>
      </Text>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          dispatch(otpVerifyRequested({ username, otp: values.otp, next })),
        )}
      >
        <Stack space="lg">
          <TextField label="OTP" {...form.oneTimeCode('otp')} />
          <Button type="submit" pending={state.status === 'submitting'} fullWidth>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
