import { useMemo } from 'react';
import { Link } from '@plastihub/ui';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { useMutation } from '../../../../shared/data/useData';
import { href } from '../../../../shared/routing/paths';
import { selectionKeys } from '../../../../shared/storage/selection';
import type { SellerMachineKindName } from '../../machineKinds';
import { SellerMachineForm } from '../SellerMachineForm';
import { sellerMachineKindOf } from '../sellerMachineKinds';
import { initialValues, toMachineForm } from '../sellerMachines';

/**
 * A kind's add form (`/injection-molding-machine-add`, ...): a new machine waits for review. The seller lands on
 * its page, marked "Under Review", with the server's message (on their grid when the answer names no id).
 */
export default function SellerMachineAddScreen({ kind: name }: { kind: SellerMachineKindName }) {
  const kind = sellerMachineKindOf(name);
  const mutation = useMutation(kind.data.add, {
    navigateTo: href(kind.paths.mine),
    savedAt: { path: href(kind.paths.details), idParam: selectionKeys.ownMachineId.key },
    invalidates: [kind.data.mine.key],
  });
  const initial = useMemo(() => initialValues(kind), [kind]);
  return (
    <AccountLayout
      title={`${kind.title} Add`}
      description="New listings are published after review."
      actions={
        <Link href={href(kind.paths.mine)} asButton variant="secondary">
          My {kind.title}s
        </Link>
      }
    >
      <SellerMachineForm
        kind={kind}
        mode="add"
        initial={initial}
        state={mutation.state}
        onSubmit={(values) => mutation.submit(toMachineForm(kind, values))}
      />
    </AccountLayout>
  );
}
