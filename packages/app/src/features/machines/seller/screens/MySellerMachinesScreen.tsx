import { Link } from '@plastihub/ui';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { useResource } from '../../../../shared/data/useData';
import { RemovalOutcome, useRemoval } from '../../../../shared/forms/sellerForms';
import { ListingResults } from '../../../../shared/listing/ListingResults';
import { href } from '../../../../shared/routing/paths';
import type { SellerMachineKindName } from '../../machineKinds';
import { useOwnCards } from '../ownMachines';
import { sellerMachineKindOf } from '../sellerMachineKinds';

/**
 * A kind's grid (`/injection-molding-machine-view`, ...): every machine of the kind, pending or approved; Delete
 * asks first and reloads only on success.
 */
export default function MySellerMachinesScreen({ kind: name }: { kind: SellerMachineKindName }) {
  const kind = sellerMachineKindOf(name);
  const machines = useResource(kind.data.mine, null);
  const removal = useRemoval(kind.data.remove, { invalidates: [kind.data.mine.key] });
  const cards = useOwnCards(kind);
  return (
    <AccountLayout
      title={`My ${kind.title}s`}
      actions={
        <Link href={href(kind.paths.add)} asButton variant="primary">
          Add {kind.title}
        </Link>
      }
    >
      <RemovalOutcome state={removal.state} />
      <ListingResults
        kind={cards}
        results={machines}
        label={`My ${kind.title}s`}
        deleteOf={(machine) => removal.deleteOf(machine.id)}
      />
    </AccountLayout>
  );
}
