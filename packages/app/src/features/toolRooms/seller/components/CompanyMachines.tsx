import type { MyToolRoomCompany, MyToolRoomMachine } from '@plastihub/api-client';
import { DeleteButton, Heading, Image, Inline, Link, Stack, Table, type TableColumn } from '@plastihub/ui';
import { RemovalOutcome, useRemoval } from '../../../../shared/forms/sellerForms';
import { detailHref } from '../../../../shared/listing/listingKind';
import { myToolRoom, toolMachineRemoval } from '../myToolRooms.data';

const machineLink = (id: number) => detailHref('toolMachineEdit', { ownToolMachineId: String(id) });

/** The company's machines, each with Edit and Delete (the company's page loads again after a delete). */
export function CompanyMachines({ company }: { company: MyToolRoomCompany }) {
  const removal = useRemoval(toolMachineRemoval, { invalidates: [myToolRoom.key] });
  const columns: readonly TableColumn<MyToolRoomMachine>[] = [
    {
      key: 'image',
      header: 'Image',
      render: (machine) => <Image src={machine.image} alt="" width={72} height={54} radius="small" />,
    },
    { key: 'name', header: 'Name', isRowHeader: true },
    { key: 'make', header: 'Make' },
    // The spec's `model` holds the year the machine was made.
    { key: 'model', header: 'Mfg Year' },
    { key: 'quantity', header: 'Qty', align: 'end' },
    { key: 'description', header: 'Description' },
    {
      key: 'actions',
      header: 'Actions',
      render: (machine) => (
        <Inline space="xs">
          <Link
            href={machineLink(machine.id)}
            asButton
            size="small"
            variant="secondary"
            aria-label={`Edit ${machine.name}`}
          >
            Edit
          </Link>
          <DeleteButton
            itemName={machine.name || 'This machine'}
            title="Delete this machine?"
            size="small"
            pending={removal.deleteOf(machine.id).deleting}
            onDelete={removal.deleteOf(machine.id).onDelete}
          />
        </Inline>
      ),
    },
  ];
  return (
    <Stack as="section" space="md" aria-label="Machines">
      <Heading level={2}>Machines</Heading>
      <RemovalOutcome state={removal.state} />
      <Table
        caption={`Machines of ${company.name}`}
        hideCaption
        columns={columns}
        rows={company.machines}
        getRowKey={(machine) => machine.id}
        emptyMessage="No machines yet. Add the machines this company works with."
      />
    </Stack>
  );
}
