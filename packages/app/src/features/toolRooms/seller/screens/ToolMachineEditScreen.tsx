import { useMutation, useResource } from '../../../../shared/data/useData';
import { Loaded } from '../../../../shared/forms/sellerForms';
import { useSelectedId } from '../../../../shared/listing/useSelectedRecord';
import { href } from '../../../../shared/routing/paths';
import { myToolRoom, myToolRoomMachine, toolMachineUpdating } from '../myToolRooms.data';
import { companyLink } from '../ownToolRooms';
import { ToolMachineForm, toolMachineValues } from '../components/ToolMachineForm';

/** `/tool-machine-edit`: one machine's form; then back to its company's page. */
export default function ToolMachineEditScreen() {
  const id = useSelectedId('ownToolMachineId');
  const machine = useResource(myToolRoomMachine, id ?? 0, { enabled: id !== null });
  const companyId = machine.data?.companyId ?? null;
  const mutation = useMutation(toolMachineUpdating, {
    navigateTo: companyId === null ? href('myToolDie') : companyLink('myToolDieDetails', companyId),
    invalidates: [myToolRoom.key, myToolRoomMachine.key],
  });
  return (
    <Loaded title="Tool and Die Machine Edit" view={id === null ? null : machine}>
      {(loaded) => (
        <ToolMachineForm
          key={loaded.id}
          label="Tool and Die Machine Edit"
          initial={toolMachineValues(loaded)}
          state={mutation.state}
          onSubmit={(form) => mutation.submit({ id: loaded.id, form })}
        />
      )}
    </Loaded>
  );
}
