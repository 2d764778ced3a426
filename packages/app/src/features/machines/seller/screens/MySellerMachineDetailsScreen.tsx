import { useMemo } from 'react';
import { ListingDetail } from '../../../../shared/listing/ListingDetail';
import { RecordNotFoundPage } from '../../../../shared/page/ScreenState';
import type { SellerMachineKindName } from '../../machineKinds';
import { useOwnCards, useOwnMachine } from '../ownMachines';
import { sellerMachineKindOf } from '../sellerMachineKinds';

/** A kind's own details (`/my-injection-molding-machine-details`, ...): carousel, table, status and Edit. */
export default function MySellerMachineDetailsScreen({ kind: name }: { kind: SellerMachineKindName }) {
  const kind = sellerMachineKindOf(name);
  const details = useOwnMachine(kind);
  const cards = useOwnCards(kind);
  const page = useMemo(
    () =>
      details && {
        ...details,
        data: details.data === undefined ? undefined : { record: details.data, similar: [] },
      },
    [details],
  );
  if (!page) return <RecordNotFoundPage title={`${kind.title} Details`} />;
  return <ListingDetail kind={cards} page={page} fallbackTitle={`${kind.title} Details`} />;
}
