import { Button, Link, Stack, TextField } from '@plastihub/ui';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useAuthSelector } from '../hooks';
import { href } from '../../../shared/routing/paths';
import { required, useForm, type Rules } from '../../../shared/forms';
import { AuthCard } from '../components/AuthCard';
import { otpRequested } from '../auth.slice';
import { otpUsername } from '../signInSteps';

type Values = { username: string };
const rules: Rules<Values> = { username: [required('Please enter your email or mobile number.')] };

/** /login-with-otp: the email or mobile number the sign-in OTP goes to. */
export default function LoginWithOtpScreen() {
  const dispatch = useAppDispatch();
  const state = useAuthSelector((root) => root.auth.forms.otpRequest);
  // Coming back through "edit" keeps the number typed before.
  const form = useForm<Values>({ username: otpUsername() ?? '' }, rules, state);

  return (
    <AuthCard
      title="Login With OTP"
      state={state}
      footer={
        <>
          New to PlastiHub? <Link href={href('register')}>Register</Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => dispatch(otpRequested(values)))}>
        <Stack space="lg">
          <TextField label="Email / Mobile" autoComplete="username" {...form.text('username')} />
          <Button type="submit" pending={state.status === 'submitting'} fullWidth>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
