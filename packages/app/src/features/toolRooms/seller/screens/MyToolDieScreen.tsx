import { Link } from '@plastihub/ui';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { useResource } from '../../../../shared/data/useData';
import { RemovalOutcome, useRemoval } from '../../../../shared/forms/sellerForms';
import { ListingResults } from '../../../../shared/listing/ListingResults';
import { href } from '../../../../shared/routing/paths';
import { myToolRooms, toolRoomRemoval } from '../myToolRooms.data';
import { ownCompanies } from '../ownToolRooms';

/** `/my-tool-die-machine-view`: the seller's companies; Delete asks first and reloads only on success. */
export default function MyToolDieScreen() {
  const companies = useResource(myToolRooms, null);
  const removal = useRemoval(toolRoomRemoval, { invalidates: [myToolRooms.key] });
  return (
    <AccountLayout
      title="My Tool and Die"
      actions={
        <Link href={href('toolDieAdd')} asButton variant="primary">
          Add Tool and Die
        </Link>
      }
    >
      <RemovalOutcome state={removal.state} />
      <ListingResults
        kind={ownCompanies}
        results={companies}
        label="My Tool and Die"
        deleteOf={(company) => removal.deleteOf(company.id)}
      />
    </AccountLayout>
  );
}
