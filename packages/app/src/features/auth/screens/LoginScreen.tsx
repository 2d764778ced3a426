import { useSearch } from 'wouter';
import { Button, Link, PasswordField, Stack, Text, TextField } from '@plastihub/ui';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useAuthSelector } from '../hooks';
import { href } from '../../../shared/routing/paths';
import { signInReason } from '../../../shared/routing/signInReason';
import { required, useForm, type Rules } from '../../../shared/forms';
import { AuthCard } from '../components/AuthCard';
import { loginRequested } from '../auth.slice';

type Values = { username: string; password: string };
const rules: Rules<Values> = {
  username: [required('Please enter your email or mobile number.')],
  password: [required('Please enter your password.')],
};

/**
 * /login: sign in with email or mobile and password. Sent here by a guarded link, it says what the link was
 * ("Sign in to see this job"), and signing in or registering comes back to it.
 */
export default function LoginScreen() {
  const dispatch = useAppDispatch();
  const next = new URLSearchParams(useSearch()).get('next');
  const state = useAuthSelector((root) => root.auth.forms.login);
  const form = useForm<Values>({ username: '', password: '' }, rules, state);
  const reason = signInReason(next);

  return (
    <AuthCard
      title="Login"
      state={state}
      demoHint="password"
      footer={
        <>
          New to PlastiHub?{' '}
          <Link href={href('register', { query: { next: next ?? undefined } })}>Register</Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => dispatch(loginRequested({ ...values, next })))}
      >
        <Stack space="lg">
          {reason && <Text weight="semibold">{reason}</Text>}
          <TextField label="Email / Mobile" autoComplete="username" {...form.text('username')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.text('password')} />
          <Button type="submit" pending={state.status === 'submitting'} fullWidth>
            Login
          </Button>
          <Link href={href('loginWithOtp', { query: { next: next ?? undefined } })}>Login With OTP</Link>
        </Stack>
      </form>
    </AuthCard>
  );
}
