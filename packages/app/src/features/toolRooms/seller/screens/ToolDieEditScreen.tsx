import { useMutation } from '../../../../shared/data/useData';
import { Loaded } from '../../../../shared/forms/sellerForms';
import { myToolRoom, myToolRooms, toolRoomUpdating } from '../myToolRooms.data';
import { companyLink, useOwnCompany } from '../ownToolRooms';
import { ToolRoomForm, companyValues } from '../components/ToolRoomForm';

/** `/tool-die-machine-edit`: the company's own edit form (the existing product sent Edit to the machine add). */
export default function ToolDieEditScreen() {
  const company = useOwnCompany();
  const id = company?.data?.id;
  const mutation = useMutation(toolRoomUpdating, {
    navigateTo: id === undefined ? undefined : companyLink('myToolDieDetails', id),
    invalidates: [myToolRooms.key, myToolRoom.key],
  });
  return (
    <Loaded title="Tool and Die Edit" view={company}>
      {(loaded) => (
        <ToolRoomForm
          key={loaded.id}
          label="Tool and Die Edit"
          initial={companyValues(loaded)}
          state={mutation.state}
          onSubmit={(form) => mutation.submit({ id: loaded.id, form })}
        />
      )}
    </Loaded>
  );
}
