import { Button, Link, PasswordField, Stack, Text, TextField } from '@plastihub/ui';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useAuthSelector } from '../hooks';
import { href } from '../../../shared/routing/paths';
import { emailFormat, required, sameAs, useForm, type Rules } from '../../../shared/forms';
import { AuthCard } from '../components/AuthCard';
import { registerRequested } from '../auth.slice';
import { pendingRegistration } from '../signInSteps';

type Values = {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  otp: string;
  password: string;
  passwordConfirmation: string;
};

const rules: Rules<Values> = {
  firstName: [required('Please enter your first name.')],
  lastName: [required('Please enter your last name.')],
  companyName: [required('Please enter your company name.')],
  email: [required('Please enter your email address.'), emailFormat('Please enter a valid email address.')],
  otp: [required('Please enter the OTP we sent you.')],
  password: [required('Please choose a password.')],
  passwordConfirmation: [
    required('Please confirm your password.'),
    sameAs('password', 'The passwords do not match.'),
  ],
};

const empty: Values = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  otp: '',
  password: '',
  passwordConfirmation: '',
};

/** /register-verify: registration step 2, everything else; the mobile from step 1 is shown read-only. */
export default function RegisterDetailsScreen() {
  const dispatch = useAppDispatch();
  const state = useAuthSelector((root) => root.auth.forms.register);
  const pending = pendingRegistration();
  const form = useForm<Values>(empty, rules, state);

  if (!pending) {
    return (
      <AuthCard title="Register" state={state}>
        <Text>Start with your mobile number, and we will send you an OTP.</Text>
        <Link href={href('register')} asButton>
          Register
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Register" state={state} demoHint="otp">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => dispatch(registerRequested({ ...pending, ...values })))}
      >
        <Stack space="lg">
          <TextField label="First name" autoComplete="given-name" {...form.text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.text('lastName')} />
          <TextField label="Company name" autoComplete="organization" {...form.text('companyName')} />
          {/* Not a field of this form but step 1's number, so the server's message about it is shown as sent. It is
              the account's username: a password manager saves the new password under it. */}
          <TextField
            id="mobile"
            label="Mobile"
            autoComplete="username"
            readOnly
            value={`${pending.countryCode} ${pending.mobile}`}
            error={state.fieldErrors.mobile ?? state.fieldErrors.countryCode}
          />
          <TextField label="Email" {...form.email('email')} />
          <TextField label="OTP" {...form.oneTimeCode('otp')} />
          <PasswordField label="Password" autoComplete="new-password" {...form.text('password')} />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            {...form.text('passwordConfirmation')}
          />
          <Button type="submit" pending={state.status === 'submitting'} fullWidth>
            Register
          </Button>
          <Link href={href('register')}>Use another mobile number</Link>
        </Stack>
      </form>
    </AuthCard>
  );
}
