import type { AccountUser, ProfileUpdate } from '@plastihub/api-client';
import { Alert, Button, Grid, Stack, TextField } from '@plastihub/ui';
import { ScreenState } from '../../../shared/page/ScreenState';
import { useMutation, useResource } from '../../../shared/data/useData';
import { countriesLookup } from '../../../shared/data/lookups';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { FormBanner } from '../components/FormBanner';
import {
  addressRules,
  defineAddress,
  emailFormat,
  required,
  useForm,
  type Rules,
} from '../../../shared/forms';
import { AddressFields } from '../../../shared/forms/AddressFields';
import { profileUpdate } from '../account.data';
import { accountProfile } from '../../../shared/account/profile.data';

/** The form holds every field as typed text; the country id becomes a number on submit. */
type ProfileValues = Record<keyof ProfileUpdate, string>;

/** Where the user is: every field optional. */
const profileAddress = defineAddress({
  fields: ['address', 'countryId', 'state', 'city'],
  stateLabel: 'State',
  required: false,
});

const rules: Rules<ProfileValues> = {
  name: [required('Enter your name.')],
  countryCode: [required('Enter the country code.')],
  mobile: [required('Enter your mobile number.')],
  email: [
    required('Enter your email address.'),
    emailFormat('Enter an email address like name@example.com.'),
  ],
  ...addressRules(profileAddress),
};

const valuesOf = (user: AccountUser): ProfileValues => ({
  name: user.name,
  countryCode: user.countryCode || '+91',
  mobile: user.mobile,
  email: user.email,
  companyName: user.companyName,
  address: user.address,
  countryId: user.countryId === null ? '' : String(user.countryId),
  state: user.state,
  city: user.city,
});

/** `/profile`, My Profile: the user's own details and place, updated through `POST /profile-update`. */
export default function MyProfileScreen() {
  return (
    <AccountLayout title="My Profile">
      {(profile) => (
        <ScreenState resource={profile} isMissing={(data) => data.user === null}>
          {/* Keyed by user: the form takes the saved values once and then keeps what is typed. */}
          {(data) => data.user && <ProfileForm key={data.user.id} user={data.user} />}
        </ScreenState>
      )}
    </AccountLayout>
  );
}

function ProfileForm({ user }: { user: AccountUser }) {
  const countries = useResource(countriesLookup, null);
  const mutation = useMutation(profileUpdate, { invalidates: [accountProfile.key] });
  // What was typed survives a session that ends on submit: after signing in again it is back.
  const form = useForm(valuesOf(user), rules, mutation.state, {
    draft: { name: 'my-profile', owner: user.id },
  });
  const submitting = mutation.state.status === 'submitting';
  // A banner belongs to this visit of the page, not the next one.

  const onSubmit = form.handleSubmit(({ countryId, ...values }) =>
    mutation.submit({ ...values, countryId: countryId === '' ? null : Number(countryId) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="My Profile">
      <Stack space="lg">
        <FormBanner state={mutation.state} successFallback="Profile updated." />
        <Grid minColumnWidth="260px" space="lg">
          <TextField label="Name" autoComplete="name" {...form.text('name')} />
          <TextField label="Country Code" autoComplete="tel-country-code" {...form.text('countryCode')} />
          <TextField
            label="Mobile No."
            digitsOnly
            maxLength={15}
            autoComplete="tel-national"
            {...form.text('mobile')}
          />
          <TextField label="Email Id" {...form.email('email')} />
          <TextField label="Company Name" autoComplete="organization" {...form.text('companyName')} />
          <AddressFields form={form} layout={profileAddress} countries={countries} />
        </Grid>
        {countries.status === 'failed' && (
          <Alert tone="warning" title="The list of countries could not be loaded.">
            <Button variant="secondary" size="small" onPress={countries.retry}>
              Load countries again
            </Button>
          </Alert>
        )}
        <div>
          <Button type="submit" variant="primary" pending={submitting}>
            Update Profile
          </Button>
        </div>
      </Stack>
    </form>
  );
}
