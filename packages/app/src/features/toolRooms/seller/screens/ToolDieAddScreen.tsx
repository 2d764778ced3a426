import { useMemo } from 'react';
import { Link } from '@plastihub/ui';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { useMutation } from '../../../../shared/data/useData';
import { href } from '../../../../shared/routing/paths';
import { selectionKeys } from '../../../../shared/storage/selection';
import { myToolRooms, toolRoomAdding } from '../myToolRooms.data';
import { ToolRoomForm, companyValues } from '../components/ToolRoomForm';

/**
 * `/tool-die-machine-add`: a new company, with its logo; it waits for review. The seller lands on its page, marked
 * "Under Review", with the server's message (on their list when the answer names no id).
 */
export default function ToolDieAddScreen() {
  const mutation = useMutation(toolRoomAdding, {
    navigateTo: href('myToolDie'),
    savedAt: { path: href('myToolDieDetails'), idParam: selectionKeys.ownToolRoomId.key },
    invalidates: [myToolRooms.key],
  });
  const initial = useMemo(() => companyValues(), []);
  return (
    <AccountLayout
      title="Tool and Die Add"
      description="New companies are published after review. Add their machines from the company's page."
      actions={
        <Link href={href('myToolDie')} asButton variant="secondary">
          My Tool and Die
        </Link>
      }
    >
      <ToolRoomForm
        label="Tool and Die Add"
        initial={initial}
        state={mutation.state}
        onSubmit={mutation.submit}
      />
    </AccountLayout>
  );
}
