import { useEffect, useId, useState, type FormEvent } from 'react';
import type { RoleOption, UserRole } from '@plastihub/api-client';
import { Alert, Button, Grid, Heading, Stack } from '@plastihub/ui';
import { ScreenState } from '../../../shared/page/ScreenState';
import { safeNextPath } from '../../../shared/routing/paths';
import { useMutation, useResource } from '../../../shared/data/useData';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { FormBanner } from '../components/FormBanner';
import { RoleChoiceCard } from '../components/RoleChoiceCard';
import { accountRoles, rolesUpdate } from '../account.data';
import { accountProfile } from '../../../shared/account/profile.data';
import { roleLabels } from '../../../shared/account/accountMenu';

/** Long enough to read the green message before the page reloads (the spec reloads after success). */
export const RELOAD_DELAY_MS = 1500;

// Registering from a guarded link ends on the link's page (the whole page loads, as the reload does).
const reloadBrowserPage = () => {
  const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
  if (next) window.location.assign(next);
  else window.location.reload();
};

const labelOf = (name: string) => roleLabels[name as UserRole] ?? name;

export interface RoleUpdateScreenProps {
  /** What reloads the page after a successful update; stories pass a stand-in. */
  reloadPage?: () => void;
}

export default function RoleUpdateScreen({ reloadPage = reloadBrowserPage }: RoleUpdateScreenProps) {
  // Asked for beside the profile the layout loads, not after it.
  const roles = useResource(accountRoles, null);
  return (
    <AccountLayout title="Role Update" description="Choose every role you take on PlastiHub.">
      {(profile) => (
        <ScreenState resource={profile} isMissing={(data) => data.user === null}>
          {({ user }) =>
            user && (
              <ScreenState resource={roles} isEmpty={(list) => list.length === 0}>
                {(list) => <RoleForm key={user.id} roles={list} held={user.roles} reloadPage={reloadPage} />}
              </ScreenState>
            )
          }
        </ScreenState>
      )}
    </AccountLayout>
  );
}

interface RoleFormProps {
  roles: RoleOption[];
  held: readonly string[];
  reloadPage: () => void;
}

function RoleForm({ roles, held, reloadPage }: RoleFormProps) {
  const headingId = useId();
  const mutation = useMutation(rolesUpdate, { invalidates: [accountProfile.key] });
  const [selected, setSelected] = useState<string[]>(() =>
    roles.map((role) => role.name).filter((name) => held.includes(name)),
  );
  const [noneChosen, setNoneChosen] = useState(false);
  const { status } = mutation.state;

  useEffect(() => {
    if (status !== 'succeeded') return;
    const timer = setTimeout(reloadPage, RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, reloadPage]);

  const toggle = (name: string, checked: boolean) => {
    setNoneChosen(false);
    // Kept in the server's role order, whatever order they were clicked in.
    const next = new Set(selected);
    if (checked) next.add(name);
    else next.delete(name);
    setSelected(roles.map((role) => role.name).filter((roleName) => next.has(roleName)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) {
      setNoneChosen(true);
      return;
    }
    mutation.submit(selected);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack space="lg">
        {noneChosen ? (
          <Alert tone="critical" title="Please fix the following:" errors={['Select at least one role.']} />
        ) : (
          <FormBanner state={mutation.state} successFallback="Roles updated." listFieldErrors />
        )}
        <Heading level={2} visualLevel={3} id={headingId}>
          Your roles
        </Heading>
        <Grid role="group" aria-labelledby={headingId} minColumnWidth="160px" space="md">
          {roles.map((role) => (
            <RoleChoiceCard
              key={role.name}
              role={role}
              label={labelOf(role.name)}
              checked={selected.includes(role.name)}
              onCheckedChange={(checked) => toggle(role.name, checked)}
            />
          ))}
        </Grid>
        <div>
          <Button type="submit" variant="primary" pending={status === 'submitting' || status === 'succeeded'}>
            Submit
          </Button>
        </div>
      </Stack>
    </form>
  );
}
