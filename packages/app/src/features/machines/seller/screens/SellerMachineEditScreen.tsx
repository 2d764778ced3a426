import { useMutation } from '../../../../shared/data/useData';
import { Loaded } from '../../../../shared/forms/sellerForms';
import type { SellerMachineKindName } from '../../machineKinds';
import { SellerMachineForm } from '../SellerMachineForm';
import { ownMachineLink, useOwnMachine } from '../ownMachines';
import { sellerMachineKindOf } from '../sellerMachineKinds';
import { initialValues, toMachineForm } from '../sellerMachines';

/**
 * A kind's edit form (`/injection-molding-machine-edit`, ...): the stored values; spare capacity is required
 * here; a successful update goes to the details.
 */
export default function SellerMachineEditScreen({ kind: name }: { kind: SellerMachineKindName }) {
  const kind = sellerMachineKindOf(name);
  const details = useOwnMachine(kind);
  const title = `${kind.title} Edit`;
  const machine = details?.data ?? null;
  const mutation = useMutation(kind.data.update, {
    navigateTo: machine ? ownMachineLink(kind.paths.details, machine.id) : undefined,
    invalidates: [kind.data.mine.key, kind.data.details.key],
  });
  return (
    <Loaded title={title} view={details}>
      {(loaded) => (
        <SellerMachineForm
          key={loaded.id}
          kind={kind}
          mode="edit"
          initial={initialValues(kind, loaded)}
          state={mutation.state}
          onSubmit={(values) => mutation.submit({ id: loaded.id, form: toMachineForm(kind, values) })}
        />
      )}
    </Loaded>
  );
}
