import { useMemo } from 'react';
import { Inline, Link, Stack, StatusBadge, Text } from '@plastihub/ui';
import { useResource } from '../../../shared/data/useData';
import { idOf } from '../../../shared/listing/urlFilters';
import { defineListingKind, detailHref, type ListingKind } from '../../../shared/listing/listingKind';
import { useSelections } from '../../../shared/listing/useSelections';
import type { PathName } from '../../../shared/routing/paths';
import {
  ownMachineTitle,
  machineCard,
  machineRows,
  type SellerMachineRecord,
  type SellerMachineKind,
} from './sellerMachines';

// A seller's own machine, as its grid, details and edit pages show it.

type Machine = SellerMachineRecord;

export const ownMachineLink = (path: PathName, id: number) => detailHref(path, { ownMachineId: String(id) });

/** The grid card of a seller's machine leads to its own details page. */
function ownCards(kind: SellerMachineKind): ListingKind<Machine, Machine> {
  return defineListingKind<Machine, Machine>({
    type: kind.title,
    detailPath: kind.paths.details,
    selectionOf: (machine) => ({ ownMachineId: String(machine.id) }),
    card: (machine) => machineCard(kind, machine),
    detail: {
      title: (machine) => ownMachineTitle(machine) || kind.title,
      images: (machine) => machine.images,
      rows: (machine) => machineRows(kind, machine),
      description: (machine) => machine.description,
      actions: (machine) => <OwnMachineActions editPath={kind.paths.edit} machine={machine} />,
    },
  });
}

/** The grid's cards and the details page of a kind's own machines, made once per kind. */
export const useOwnCards = (kind: SellerMachineKind) => useMemo(() => ownCards(kind), [kind]);

function OwnMachineActions({ editPath, machine }: { editPath: PathName; machine: Machine }) {
  return (
    <Stack space="sm">
      <Inline space="sm">
        <StatusBadge approved={machine.status} />
        <Text tone="muted">Reference ID: {machine.id}</Text>
      </Inline>
      <div>
        <Link href={ownMachineLink(editPath, machine.id)} asButton variant="primary">
          Edit
        </Link>
      </div>
    </Stack>
  );
}

/** The machine the page was opened for (URL, or the session's hand-off), loaded; null when none was chosen. */
export function useOwnMachine(kind: SellerMachineKind) {
  const { ownMachineId } = useSelections(['ownMachineId']);
  const id = idOf(ownMachineId);
  const details = useResource(kind.data.details, id ?? 0, { enabled: id !== null });
  return id !== null ? details : null;
}
