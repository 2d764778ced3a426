import { useMemo } from 'react';
import { Stack, Text } from '@plastihub/ui';
import { useMutation } from '../../../../shared/data/useData';
import { Loaded } from '../../../../shared/forms/sellerForms';
import { myToolRoom, toolMachineAdding } from '../myToolRooms.data';
import { companyLink, useOwnCompany } from '../ownToolRooms';
import { ToolMachineForm, toolMachineValues } from '../components/ToolMachineForm';

/** `/tool-machine-add`: a machine of the company the page was opened for; then back to the company's page. */
export default function ToolMachineAddScreen() {
  const company = useOwnCompany();
  const id = company?.data?.id;
  const mutation = useMutation(toolMachineAdding, {
    navigateTo: id === undefined ? undefined : companyLink('myToolDieDetails', id),
    invalidates: [myToolRoom.key],
  });
  const initial = useMemo(() => toolMachineValues(), []);
  return (
    <Loaded title="Tool and Die Machine Add" view={company}>
      {(loaded) => (
        <Stack space="lg">
          <Text>For {loaded.name}</Text>
          <ToolMachineForm
            label="Tool and Die Machine Add"
            initial={initial}
            state={mutation.state}
            onSubmit={(form) => mutation.submit({ ...form, companyId: loaded.id })}
          />
        </Stack>
      )}
    </Loaded>
  );
}
