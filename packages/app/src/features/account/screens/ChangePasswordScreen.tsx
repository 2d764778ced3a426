import { useState } from 'react';
import type { PasswordChange } from '@plastihub/api-client';
import { passwordChange } from '../account.data';
import { Button, PasswordField, Stack } from '@plastihub/ui';
import type { FormState } from '../../../shared/forms/formState';
import { required, useForm, type Rules } from '../../../shared/forms';
import { useMutation } from '../../../shared/data/useData';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { FormBanner } from '../components/FormBanner';

type PasswordValues = { oldPassword: string; newPassword: string; newPasswordConfirmation: string };

const empty: PasswordValues = { oldPassword: '', newPassword: '', newPasswordConfirmation: '' };

const rules: Rules<PasswordValues> = {
  oldPassword: [required('Enter your old password.')],
  newPassword: [required('Enter a new password.')],
  newPasswordConfirmation: [required('Confirm the new password.')],
};

export default function ChangePasswordScreen() {
  return (
    <AccountLayout title="Change Password">
      <ChangePassword />
    </AccountLayout>
  );
}

function ChangePassword() {
  const mutation = useMutation(passwordChange);
  const { status } = mutation.state;
  // A fresh form after each change: passwords do not stay on screen, and no "required" messages appear.
  const [changes, setChanges] = useState(0);
  const [lastStatus, setLastStatus] = useState(status);
  if (status !== lastStatus) {
    setLastStatus(status);
    if (status === 'succeeded') setChanges(changes + 1);
  }

  return (
    <Stack space="lg">
      <FormBanner state={mutation.state} successFallback="Password changed." />
      <PasswordForm key={changes} state={mutation.state} onSubmit={mutation.submit} />
    </Stack>
  );
}

function PasswordForm({ state, onSubmit }: { state: FormState; onSubmit: (change: PasswordChange) => void }) {
  const form = useForm(empty, rules, state);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Change Password">
      <Stack space="lg">
        <PasswordField
          label="Old Password"
          autoComplete="current-password"
          toggleLabel="Show old password"
          {...form.text('oldPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          toggleLabel="Show new password"
          {...form.text('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          toggleLabel="Show password confirmation"
          {...form.text('newPasswordConfirmation')}
        />
        <div>
          <Button type="submit" variant="primary" pending={state.status === 'submitting'}>
            Update
          </Button>
        </div>
      </Stack>
    </form>
  );
}
