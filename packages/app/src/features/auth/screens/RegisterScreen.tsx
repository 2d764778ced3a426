import { Button, Inline, Link, Stack, TextField } from '@plastihub/ui';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useAuthSelector } from '../hooks';
import { href } from '../../../shared/routing/paths';
import { required, useForm, type Rules } from '../../../shared/forms';
import { AuthCard } from '../components/AuthCard';
import { registrationOtpRequested } from '../auth.slice';
import { pendingRegistration } from '../signInSteps';

type Values = { countryCode: string; mobile: string };
const rules: Rules<Values> = {
  countryCode: [required('Please enter the country code.')],
  mobile: [required('Please enter your mobile number.')],
};

/** /register: registration step 1, the mobile number the OTP goes to. */
export default function RegisterScreen() {
  const dispatch = useAppDispatch();
  const state = useAuthSelector((root) => root.auth.forms.registerOtp);
  const pending = pendingRegistration();
  const form = useForm<Values>(
    { countryCode: pending?.countryCode ?? '+91', mobile: pending?.mobile ?? '' },
    rules,
    state,
  );

  return (
    <AuthCard
      title="Register"
      state={state}
      footer={
        <>
          Already registered? <Link href={href('login')}>Login</Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => dispatch(registrationOtpRequested(values)))}>
        <Stack space="lg">
          <Inline space="md" alignItems="flex-start">
            <div style={{ width: '7rem' }}>
              <TextField label="Country code" autoComplete="tel-country-code" {...form.text('countryCode')} />
            </div>
            <div style={{ flex: 1, minWidth: '10rem' }}>
              <TextField
                label="Mobile"
                type="tel"
                autoComplete="tel-national"
                digitsOnly
                maxLength={15}
                {...form.text('mobile')}
              />
            </div>
          </Inline>
          <Button type="submit" pending={state.status === 'submitting'} fullWidth>
            Register
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
